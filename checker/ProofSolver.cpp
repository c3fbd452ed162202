// cvc5 as a child process, and the queries as files (ProofSolver.hpp).
#include "ProofSolver.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <exception>
#include <fstream>
#include <thread>

namespace bproof {

namespace {

// One cvc5 process for the batch: each query's lean form where `lean` and it has one, else as
// written.
std::vector<Answer> runCvc5(const std::vector<const Query*>& batch, bool lean, const Formulas& f,
                            const std::string& program, unsigned timeoutMs) {
  // A def is a function of its variables, the same in every query: defined once for the batch.
  std::vector<std::uint32_t> used;
  for (const Query* q : batch) used.insert(used.end(), q->used.begin(), q->used.end());
  std::size_t cost = 0;
  std::string input = "(set-logic ALL)\n" + f.definitions(used, cost);
  std::vector<const std::string*> defined;
  for (const Query* q : batch)
    for (const auto& s : q->shared)
      if (std::find(defined.begin(), defined.end(), s.get()) == defined.end()) {
        defined.push_back(s.get());
        input += *s;
      }
  for (const Query* q : batch) input += "(push 1)\n" + (lean && !q->lean.empty() ? q->lean : q->body) + "(pop 1)\n";
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw NoSolver(std::strerror(errno));
  if (::pipe2(out, O_CLOEXEC) != 0) throw NoSolver(std::strerror(errno));
  std::string limit = "--tlimit-per=" + std::to_string(timeoutMs);
  std::vector<const char*> argv = {program.c_str(), "--incremental", "--lang", "smt2", limit.c_str(), nullptr};
  // posix_spawn, not fork: another thread may be starting its own cvc5 (askCvc5).
  posix_spawn_file_actions_t actions;
  ::posix_spawn_file_actions_init(&actions);
  ::posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  ::posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  ::posix_spawn_file_actions_adddup2(&actions, out[1], 2);
  pid_t pid = 0;
  int spawned = ::posix_spawnp(&pid, argv[0], &actions, nullptr, const_cast<char* const*>(argv.data()), environ);
  ::posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    for (int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    throw NoSolver("cannot start " + program + ": " + std::strerror(spawned));
  }
  ::close(in[0]);
  ::close(out[1]);
  // Writes and reads at once, so that neither pipe can fill up and stop both programs; cvc5 is
  // killed if the whole batch takes much longer than its time limits allow.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs) * (batch.size() + 1) +
                  std::chrono::seconds(30);
  std::string output;
  std::size_t sent = 0;
  int writer = in[1];
  for (;;) {
    pollfd fds[2] = {{out[0], POLLIN, 0}, {writer, POLLOUT, 0}};
    int n = ::poll(fds, writer >= 0 ? 2 : 1, 1000);
    if (std::chrono::steady_clock::now() > deadline) break;
    if (n < 0 && errno != EINTR) break;
    if (n <= 0) continue;
    if (writer >= 0 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t w = ::write(writer, input.data() + sent, std::min<std::size_t>(input.size() - sent, 65536));
      if (w > 0) sent += static_cast<std::size_t>(w);
      if (w < 0 || sent == input.size()) {
        ::close(writer);
        writer = -1;
      }
    }
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      char buf[4096];
      ssize_t r = ::read(out[0], buf, sizeof buf);
      if (r <= 0) break;
      if (output.size() < (1u << 20)) output.append(buf, static_cast<std::size_t>(r));
    }
  }
  if (writer >= 0) ::close(writer);
  ::close(out[0]);
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  // One answer line per (check-sat), in order; anything else (an error, nothing) is no answer.
  std::vector<Answer> answers;
  std::size_t pos = 0;
  while (answers.size() < batch.size() && pos < output.size()) {
    std::size_t end = output.find('\n', pos);
    std::string line = output.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    pos = end == std::string::npos ? output.size() : end + 1;
    if (line == "unsat")
      answers.push_back(Answer::Unsat);
    else if (line == "sat")
      answers.push_back(Answer::Sat);
    else if (line == "unknown")
      answers.push_back(Answer::NoAnswer);
    else
      break;
  }
  answers.resize(batch.size(), Answer::NoAnswer);
  return answers;
}

// The batch in chunks of at most `chunk` queries, taken in turn by `jobs` threads, one cvc5
// process per chunk: so a thread that drew quick queries takes more of them. Each query with a lean
// form is asked in that form first, and as written (in a second process) where that is not unsat.
// Once a chunk has a query that is not unsat, no later chunk is started (its queries stay NotAsked):
// every chunk before it was started earlier and is answered, so the first query in order that is
// not unsat is the same as if all were asked.
std::vector<Answer> inParallel(const std::vector<Query>& batch, const Formulas& f, const std::string& program,
                               unsigned timeoutMs, unsigned jobs, std::size_t chunk, std::size_t& asWritten) {
  std::vector<Answer> answers(batch.size(), Answer::NotAsked);
  std::size_t chunks = (batch.size() + chunk - 1) / chunk;
  std::atomic<std::size_t> next{0}, again{0}, failed{chunks};
  std::vector<std::exception_ptr> errors(jobs);
  std::vector<std::thread> threads;
  for (unsigned k = 0; k < std::min<std::size_t>(jobs, chunks); ++k)
    threads.emplace_back([&, k] {
      try {
        for (std::size_t c; (c = next++) < std::min(chunks, failed.load());) {
          std::size_t from = c * chunk, to = std::min(batch.size(), from + chunk);
          std::vector<const Query*> part;
          for (std::size_t i = from; i < to; ++i) part.push_back(&batch[i]);
          std::vector<Answer> lean = runCvc5(part, true, f, program, timeoutMs);
          std::vector<const Query*> asIs;
          std::vector<std::size_t> where;
          for (std::size_t i = from; i < to; ++i) {
            answers[i] = lean[i - from];
            if (answers[i] != Answer::Unsat && !batch[i].lean.empty()) {
              asIs.push_back(&batch[i]);
              where.push_back(i);
            }
          }
          again += asIs.size();
          if (!asIs.empty()) {
            std::vector<Answer> more = runCvc5(asIs, false, f, program, timeoutMs);
            for (std::size_t w = 0; w < where.size(); ++w) answers[where[w]] = more[w];
          }
          if (std::any_of(answers.begin() + static_cast<std::ptrdiff_t>(from),
                          answers.begin() + static_cast<std::ptrdiff_t>(to),
                          [](Answer a) { return a != Answer::Unsat; })) {
            std::size_t was = failed.load();  // lowered to c unless an earlier chunk failed first
            while (c < was && !failed.compare_exchange_weak(was, c)) {}
          }
        }
      } catch (...) {
        errors[k] = std::current_exception();
      }
    });
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  asWritten += again;
  return answers;
}

}  // namespace

std::vector<Answer> askCvc5(const std::vector<Query>& batch, const Formulas& f, const std::string& program,
                            unsigned timeoutMs, unsigned jobs, std::size_t& asWritten) {
  return inParallel(batch, f, program, timeoutMs, std::max(jobs, 1u), kChunk, asWritten);
}

void emitQueries(const std::vector<Query>& batch, const Formulas& f, const std::string& dir, std::size_t& written) {
  for (const Query& q : batch) {
    std::string path = dir + "/query-" + std::to_string(++written) + ".smt2";
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << q.standalone(f);
    if (!out.flush()) throw NoSolver("cannot write " + path);
  }
}

}  // namespace bproof
