// SPDX-License-Identifier: MIT
// The one background worker: a thread that does one job at a time where only the latest job
// matters. Every game's work away from the keys goes through it (the 15-puzzle's solver and its
// tables built on the side, the link game's verdict on the board).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace ninegrid::base {

// Jobs for a thread of its own, the latest wins: posting a job replaces one posted and not yet
// started, and cancels the one running unless it is the same job (asking again for what is being
// worked out changes nothing). The work sees the cancellation as a flag and returns nothing: a
// cancelled job has no result, and no exception crosses the threads. The owner polls for what is
// done (a terminal's loop, which must never wait) or waits for it (a pipe, whose output must not
// depend on timing). Destroying the worker cancels the job running, raises stopping(), and joins.
//
// Job is copyable and comparable with ==; Result movable.
template <class Job, class Result>
class LatestJobWorker {
  public:
    struct Done {
        Job job;
        Result result;
    };
    // Runs on the worker thread; returns nothing when `cancel` was raised. It must not throw
    // (nothing could catch it there): what fails is a result.
    using Work =
        std::function<std::optional<Result>(const Job& job, const std::atomic<bool>& cancel)>;

    explicit LatestJobWorker(Work work) : work_(std::move(work)), thread_([this] { run(); }) {}

    ~LatestJobWorker() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            quit_ = true;
            posted_.reset();
            cancel_.store(true, std::memory_order_relaxed);
            stopping_.store(true, std::memory_order_relaxed);
        }
        changed_.notify_all();
        thread_.join();
    }

    LatestJobWorker(const LatestJobWorker&) = delete;
    LatestJobWorker& operator=(const LatestJobWorker&) = delete;

    // `job` is what is wanted now; nothing: nothing is (the job running is cancelled).
    void post(std::optional<Job> job) {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            if (running_ && job && *running_ == *job && !cancel_.load(std::memory_order_relaxed)) {
                posted_.reset();  // already at it
            } else {  // (a job cancelled and wanted again runs again once it has stopped)
                if (running_) cancel_.store(true, std::memory_order_relaxed);
                posted_ = std::move(job);
            }
        }
        changed_.notify_all();
    }

    // The jobs done since the last take, in the order they were done.
    std::vector<Done> take() {
        const std::lock_guard<std::mutex> lock(mutex_);
        return std::exchange(done_, {});
    }

    // A job posted or running.
    bool busy() const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return posted_.has_value() || running_.has_value();
    }

    // A job posted or running, or done and not yet taken: the owner has something coming.
    bool pending() const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return posted_.has_value() || running_.has_value() || !done_.empty();
    }

    // Whether `job` is being worked out now.
    bool running(const Job& job) const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return running_ && *running_ == job;
    }

    // Waits until no job is posted or running, at most `limit`; true when none is.
    template <class Rep, class Period>
    bool wait_for(std::chrono::duration<Rep, Period> limit) {
        std::unique_lock<std::mutex> lock(mutex_);
        return changed_.wait_for(lock, limit, [&] { return !posted_ && !running_; });
    }

    // Waits until no job is posted or running.
    void wait() {
        std::unique_lock<std::mutex> lock(mutex_);
        changed_.wait(lock, [&] { return !posted_ && !running_; });
    }

    // Raised only when the worker is destroyed: for work that outlives one job and must stop
    // only then (a table build that serves every board of a game).
    const std::atomic<bool>& stopping() const noexcept { return stopping_; }

  private:
    void run() {
        std::unique_lock<std::mutex> lock(mutex_);
        for (;;) {
            changed_.wait(lock, [&] { return quit_ || posted_; });
            if (quit_) return;
            running_ = std::move(posted_);
            posted_.reset();
            cancel_.store(false, std::memory_order_relaxed);
            const Job job = *running_;
            lock.unlock();
            std::optional<Result> result = work_(job, cancel_);
            lock.lock();
            running_.reset();
            if (result && !cancel_.load(std::memory_order_relaxed))
                done_.push_back(Done{job, std::move(*result)});
            changed_.notify_all();
        }
    }

    Work work_;
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::optional<Job> posted_;   // posted, not yet started
    std::optional<Job> running_;  // being worked out
    std::vector<Done> done_;      // done, not yet taken
    bool quit_ = false;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> stopping_{false};
    std::thread thread_;  // last: it starts once everything above is made
};

}  // namespace ninegrid::base
