// Long calls of the Python module: run without the GIL, and stopped by Ctrl-C (KeyboardInterrupt).
#pragma once

#include <chrono>
#include <future>
#include <thread>

#include <pybind11/pybind11.h>

#include "core/RunGuard.hpp"

namespace babylon::python {

// Runs `work` on a worker thread with the GIL released. Python runs its signal handlers only in
// the main thread and only when asked (PyErr_CheckSignals), so the calling thread wakes every
// 20 ms, takes the GIL back and asks: when Ctrl-C raised KeyboardInterrupt, the guard (the one
// `work` polls) is asked to stop, the worker is waited for, and the KeyboardInterrupt is raised.
// Exceptions of `work` reach the caller (the module turns them into Python exceptions).
template <typename Work>
auto interruptible(RunGuard& guard, Work&& work) -> decltype(work()) {
  using Result = decltype(work());
  std::packaged_task<Result()> task(std::forward<Work>(work));
  std::future<Result> result = task.get_future();
  std::thread worker(std::move(task));
  for (;;) {
    std::future_status status;
    {
      pybind11::gil_scoped_release release;
      status = result.wait_for(std::chrono::milliseconds(20));
    }
    if (status == std::future_status::ready) break;
    if (PyErr_CheckSignals() != 0) {
      guard.requestStop();
      {
        pybind11::gil_scoped_release release;
        result.wait();  // the guard stops it at its next poll; its own result or RunStopped is dropped
      }
      worker.join();
      throw pybind11::error_already_set();
    }
  }
  worker.join();
  return result.get();
}

}  // namespace babylon::python
