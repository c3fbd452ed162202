// The Python module `babylon`: a thin layer over the C++ library (no game logic of its own), and
// the C++ errors as Python exceptions with the command line's one-line messages.
#include <pybind11/pybind11.h>

#include "Bindings.hpp"
#include "core/ParseError.hpp"
#include "core/RunGuard.hpp"
#include "core/util/AtomicWrite.hpp"
#include "verify/StrategyTurn.hpp"

namespace py = pybind11;
using namespace babylon;

PYBIND11_MODULE(babylon, m) {
  m.doc() =
      "Two-Color Babylon (Georgakopoulos & Winkler): positions, the exact solver, Grundy values, "
      "the paper's strategies and the verifier, as in the babylon command.";
  // Bad input: the command line's exit status 2 and its message.
  static py::exception<ParseError> inputError(m, "InputError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ParseError& e) {
      PyErr_SetString(inputError.ptr(), e.what());
    } catch (const RunStopped& e) {
      // Ctrl-C is raised by the interrupted call itself (Interruptible.hpp), so only the limits remain.
      PyErr_SetString(e.reason == RunStopped::Reason::MemoryLimit ? PyExc_MemoryError : PyExc_TimeoutError, e.what());
    } catch (const report::WriteError& e) {
      PyErr_SetString(PyExc_OSError, e.what());
    } catch (const StrategyError& e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    }
  });
  python::bindPositions(m);
  python::bindRuns(m);
}
