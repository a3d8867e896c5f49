// SPDX-License-Identifier: MIT
// The background worker: the latest job wins, a cancelled job gives nothing, and it stops when
// destroyed, whatever it is doing.
#include "base/worker.hpp"

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

#include "support/catch.hpp"

using ninegrid::base::LatestJobWorker;
using namespace std::chrono_literals;

namespace {

// Doubles a job; -1 runs until it is cancelled; -2 waits for `release` whatever happens, then
// answers unless cancelled.
struct Doubler {
    std::atomic<int> started{0};
    std::atomic<bool> release{false};
    LatestJobWorker<int, int> worker{[this](const int& job, const std::atomic<bool>& cancel) {
        ++started;
        if (job == -2) {
            while (!release.load())
                std::this_thread::sleep_for(100us);
            if (cancel.load()) return std::optional<int>{};
            return std::optional<int>{job * 2};
        }
        if (job < 0) {
            while (!cancel.load())
                std::this_thread::sleep_for(100us);
            return std::optional<int>{};
        }
        return std::optional<int>{job * 2};
    }};

    void until_running(int job) {
        while (!worker.running(job))
            std::this_thread::sleep_for(100us);
    }
};

}  // namespace

TEST_CASE("a job posted is done once, and its result taken once", "[worker]") {
    Doubler d;
    d.worker.post(21);
    d.worker.wait();
    CHECK_FALSE(d.worker.busy());
    CHECK(d.worker.pending());  // done, not yet taken
    const auto done = d.worker.take();
    REQUIRE(done.size() == 1);
    CHECK(done[0].job == 21);
    CHECK(done[0].result == 42);
    CHECK(d.worker.take().empty());
    CHECK_FALSE(d.worker.pending());
}

TEST_CASE("a job posted while another runs cancels it: only the latest gives a result",
          "[worker]") {
    Doubler d;
    d.worker.post(-1);
    d.until_running(-1);
    CHECK(d.worker.pending());
    d.worker.post(5);
    d.worker.wait();
    const auto done = d.worker.take();
    REQUIRE(done.size() == 1);
    CHECK(done[0].job == 5);
    CHECK(done[0].result == 10);
}

TEST_CASE("posting the job being worked out again leaves it running", "[worker]") {
    Doubler d;
    d.worker.post(-1);
    d.until_running(-1);
    d.worker.post(-1);
    CHECK_FALSE(d.worker.wait_for(20ms));  // not cancelled: still at it
    CHECK(d.worker.running(-1));
    CHECK(d.started == 1);
    d.worker.post(std::nullopt);  // nothing wanted: cancelled
    CHECK(d.worker.wait_for(10s));
    CHECK(d.worker.take().empty());
}

TEST_CASE("a job cancelled and wanted again before it has stopped runs again", "[worker]") {
    Doubler d;
    d.worker.post(-2);
    d.until_running(-2);
    d.worker.post(5);   // -2 is cancelled...
    d.worker.post(-2);  // ...and wanted again while it still runs
    d.release = true;   // it stops, cancelled, with no answer
    d.worker.wait();
    const auto done = d.worker.take();
    REQUIRE(done.size() == 1);  // it ran again and answered: the latest wanted wins
    CHECK(done[0].job == -2);
    CHECK(done[0].result == -4);
    CHECK(d.started == 2);
}

TEST_CASE("a job posted and replaced before it starts is never started", "[worker]") {
    Doubler d;
    d.worker.post(-1);
    d.until_running(-1);
    d.worker.post(1);  // cancels -1
    d.worker.post(2);  // replaces 1 if not yet started
    d.worker.wait();
    const auto done = d.worker.take();
    REQUIRE_FALSE(done.empty());
    CHECK(done.back().job == 2);
    CHECK(d.started <= 3);
}

TEST_CASE("a worker destroyed with a job running cancels it, raises stopping, and joins",
          "[worker]") {
    std::atomic<bool> saw_stopping{false};
    std::atomic<const std::atomic<bool>*> stopping{nullptr};
    std::optional<LatestJobWorker<int, int>> worker;
    worker.emplace([&](const int&, const std::atomic<bool>& cancel) {
        while (!cancel.load())
            std::this_thread::sleep_for(100us);
        saw_stopping = stopping.load()->load();  // the worker's members live until it joins
        return std::optional<int>{};
    });
    stopping = &worker->stopping();
    worker->post(1);
    while (!worker->running(1))
        std::this_thread::sleep_for(100us);
    worker.reset();  // returns: the job saw its cancellation
    CHECK(saw_stopping);
}
