// Parallel exploration of one start: the first levels breadth-first on one thread, then the
// frontier's subtrees depth-first on all threads, then the states no thread could settle alone.
#include "StrategyTree.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/util/ParallelUnits.hpp"

namespace babylon {

void Tally::record(const StrategyTurn& turn) {
  if (!turn.reply) {
    if (turn.kind == StrategyTurn::Kind::NoReply) ++strategyDecisions;
    return;
  }
  ++strategyDecisions;
  ++coverage[turn.reply->why.caseId];
  if (turn.reply->why.origin == Origin::SolverFallback) ++fallbacks;
  if (turn.reply->why.search) ++searches;
}

void Tally::add(const Tally& other) {
  opponentNodes += other.opponentNodes;
  strategyDecisions += other.strategyDecisions;
  fallbacks += other.fallbacks;
  searches += other.searches;
  stoppedAt += other.stoppedAt;
  for (const auto& [id, count] : other.coverage) coverage[id] += count;
}

namespace {

template <int W>
struct Node {
  Position position;
  StrategyMemory memory;
  NodeKey<W> key;
};

// A node whose state depends on children that were unfinished (claimed by another thread, or
// on the next breadth-first level) when it was expanded; settled after all threads are done.
template <int W>
struct PendingNode {
  NodeKey<W> key;
  std::size_t stacks = 0;
  bool fails = false;
  std::vector<NodeKey<W>> children;
};

template <int W>
struct Worker {
  Tally tally;
  std::vector<PendingNode<W>> pending;
  std::uint32_t* pollCounter;  // kept across starts, so that many small starts still poll the guard
};

// Thrown inside a worker when another worker has stopped the run.
struct Abandoned {};

template <int W>
class Exploration {
 public:
  using Node = babylon::Node<W>;
  using PendingNode = babylon::PendingNode<W>;
  using Worker = babylon::Worker<W>;
  using NodeKey = babylon::NodeKey<W>;
  Exploration(const Strategy& strategy, DecisionMemo<W>& memo, RunGuard& guard, const StopAt& stopAt)
      : strategy_(strategy), memo_(memo), guard_(guard), stopAt_(stopAt) {}

  // A node where the line ends early (StopAt): counted once, by the thread whose claim wins, and
  // settled as a win without being expanded.
  bool stopsHere(const Node& n, Tally& tally) {
    if (!stopAt_ || !stopAt_(n.position)) return false;
    if (!memo_.claim(n.key)) {
      ++tally.stoppedAt;
      memo_.set(n.key, NodeState::Wins);
    }
    return true;
  }

  // The strategy's answer to every move of the opponent at n (one move per distinct position,
  // successors()); true when one of them fails at once. The strategy is asked for no explanation
  // (Turn::explain): the tally reads only the case id, origin and search flag, and the shortest
  // counterexample, the replay and the certificate ask again with explanations. onChild gets each node after the answer
  // where the opponent can still move; where they cannot, the strategy has won that line.
  template <typename OnChild>
  bool answerAll(const Node& n, Worker& w, OnChild&& onChild) {
    if (stop_.load(std::memory_order_relaxed)) throw Abandoned{};
    guard_.poll(*w.pollCounter);
    ++w.tally.opponentNodes;
    bool fails = false;
    for (const Successor& s : successors(n.position)) {
      StrategyTurn t = playStrategy(strategy_, s.position, &n.position, s.move, n.memory, false);
      w.tally.record(t);
      if (t.failed())
        fails = true;
      else if (hasLegalMove(t.after)) {
        NodeKey key = NodeKey::of(t.after, t.reply->memory);
        Node child{std::move(t.after), t.reply->memory, key};
        if (!stopsHere(child, w.tally)) onChild(child);
      }
    }
    return fails;
  }

  // Depth-first expansion of a node this thread has claimed; sets and returns its state.
  NodeState expand(const Node& n, Worker& w) {
    std::vector<NodeKey> unsettled;
    bool childFails = false;
    bool fails = answerAll(n, w, [&](const Node& child) {
      std::optional<NodeState> s = memo_.claim(child.key);
      NodeState state = s ? *s : expand(child, w);
      if (state == NodeState::Fails)
        childFails = true;
      else if (state != NodeState::Wins)
        unsettled.push_back(child.key);
    });
    NodeState state = fails || childFails ? NodeState::Fails : unsettled.empty() ? NodeState::Wins : NodeState::Pending;
    if (state == NodeState::Pending) w.pending.push_back({n.key, n.position.stackCount(), false, std::move(unsettled)});
    memo_.set(n.key, state);
    return state;
  }

  // Breadth-first expansion of the first levels on this thread, until a level is wide enough to
  // share; returns that level (claimed, not yet expanded).
  std::vector<Node> upperLevels(Node root, std::size_t wide, Worker& w) {
    std::vector<Node> level{std::move(root)};
    while (!level.empty() && level.size() < wide) {
      std::vector<Node> next;
      for (const Node& n : level) {
        PendingNode p{n.key, n.position.stackCount(), false, {}};
        p.fails = answerAll(n, w, [&](const Node& child) {
          std::optional<NodeState> s = memo_.claim(child.key);
          if (!s) next.push_back(child);
          if (!s || *s != NodeState::Wins) p.children.push_back(child.key);
        });
        memo_.set(n.key, NodeState::Pending);
        w.pending.push_back(std::move(p));
      }
      level = std::move(next);
    }
    return level;
  }

  // Children have fewer stacks than their parents, so settling in increasing number of stacks
  // finds every child settled.
  void settle(std::vector<PendingNode>& pending) {
    std::stable_sort(pending.begin(), pending.end(),
                     [](const PendingNode& a, const PendingNode& b) { return a.stacks < b.stacks; });
    for (const PendingNode& p : pending) {
      bool fails = p.fails;
      for (const NodeKey& c : p.children) {
        std::optional<NodeState> s = memo_.find(c);
        if (!s || (*s != NodeState::Wins && *s != NodeState::Fails))
          throw std::logic_error("verifier: a child node was left unsettled");
        fails = fails || *s == NodeState::Fails;
      }
      memo_.set(p.key, fails ? NodeState::Fails : NodeState::Wins);
    }
  }

  // Expands the frontier on as many threads as there are workers (no more than frontier nodes:
  // small starts need none), each thread with its own worker; rethrows the first error of any of
  // them. A failing thread sets stop_, so that the others abandon the subtree they are in.
  void expandFrontier(const std::vector<Node>& frontier, std::vector<Worker>& workers) {
    std::atomic<std::size_t> nextWorker{0};
    int threads = static_cast<int>(std::min(workers.size(), frontier.size()));
    runUnitsWith(
        frontier.size(), std::max(threads, 1), guard_, [&]() -> Worker* { return &workers[nextWorker++]; },
        [&](Worker* w, std::size_t i) {
          if (stop_.load(std::memory_order_relaxed)) return;
          try {
            expand(frontier[i], *w);
          } catch (const Abandoned&) {
          } catch (...) {
            stop_ = true;
            throw;
          }
        });
  }

 private:
  const Strategy& strategy_;
  DecisionMemo<W>& memo_;
  RunGuard& guard_;
  const StopAt& stopAt_;
  std::atomic<bool> stop_{false};
};

}  // namespace

template <int W>
TreeResult StrategyTree<W>::explore(const Start& start) {
  TreeResult result;
  StrategyMemory memory = strategy_.begin(start.position, start.kind);
  Node<W> root{start.position, memory, {}};
  if (toMove(start.position, strategy_.side())) {
    // Bob's positions 1-3, or Alice at a start: the strategy moves first, with nothing to answer.
    StrategyTurn t = playStrategy(strategy_, start.position, nullptr, std::nullopt, memory, false);
    result.tally.record(t);
    if (t.failed()) return result;
    root = Node<W>{t.after, t.reply->memory, {}};
  }
  if (!hasLegalMove(root.position)) {
    result.wins = true;  // the opponent cannot move: the strategy's player has won
    return result;
  }
  root.key = NodeKey<W>::of(root.position, root.memory);
  Exploration<W> e(strategy_, memo_, guard_, stopAt_);
  if (e.stopsHere(root, result.tally)) {
    result.wins = true;
    return result;
  }
  if (std::optional<NodeState> known = memo_.claim(root.key)) {
    result.wins = *known == NodeState::Wins;  // settled by an earlier start
    return result;
  }
  pollCounters_.resize(static_cast<std::size_t>(std::max(1, threads_)));
  std::vector<Worker<W>> workers;
  for (std::uint32_t& counter : pollCounters_) workers.push_back({{}, {}, &counter});
  std::size_t wide = threads_ > 1 ? frontierPerThread_ * workers.size() : 1;
  std::vector<Node<W>> frontier = e.upperLevels(root, wide, workers[0]);
  e.expandFrontier(frontier, workers);
  std::vector<PendingNode<W>> pending;
  for (Worker<W>& w : workers) {
    result.tally.add(w.tally);
    for (PendingNode<W>& p : w.pending) pending.push_back(std::move(p));
  }
  e.settle(pending);
  result.wins = memo_.find(root.key) == NodeState::Wins;
  return result;
}

template class StrategyTree<2>;
template class StrategyTree<3>;
template class StrategyTree<4>;
template class StrategyTree<5>;
static_assert(kMinKeyWords == 2 && kMaxKeyWords == 5, "instantiate StrategyTree for every key width");

}  // namespace babylon
