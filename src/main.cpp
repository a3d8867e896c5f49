// SPDX-License-Identifier: MIT
// ninegrid: hands the command line to the CLI layer and returns its exit code.
#include <iostream>
#include <string>
#include <vector>

#include "base/lines.hpp"
#include "base/output.hpp"
#include "cli/commands.hpp"
#include "os/process.hpp"

// No std::ios::sync_with_stdio(false): the program reads and writes through the buffers below
// and std::cerr, and that call gives std::cin, std::cout and std::cerr (and their wide twins)
// buffers of their own, six allocations and their page faults at every start: without it,
// `ninegrid --version` takes 2.34 ms instead of 2.48 and `solve 867254301` 2.74 instead of
// 2.99 (medians of 101, interleaved, on one core).
#if defined(NINEGRID_PREFAULT_START)
// The program's entry point when it is linked as a static PIE on x86-64 (CMakeLists.txt passes
// -Wl,-e,ninegrid_start and defines NINEGRID_PREFAULT_START): before glibc's _start, one
// madvise(MADV_POPULATE_WRITE) maps in the whole writable segment (.init_array to the end of
// .bss, about 28 pages). The first thing _start does is relocate the static PIE, writing
// pointers into every page of .data.rel.ro and .got, and libc's and libstdc++'s start-up then
// touch .data and .bss: on this project's virtual machines those ~26 page faults cost more
// than mapping all 28 pages in one call (`ninegrid --version` 2.06 ms against 2.27 ms,
// `solve 867254301` 2.87 against 3.04: medians of 301 interleaved runs; docs/performance.md).
// It is only a prefetch: the result is not looked at, and a kernel older than 5.14 (EINVAL) or
// a range the kernel refuses leaves the faults to happen as before. Nothing here may touch libc
// (no TLS, no errno yet): a raw system call, the registers the kernel set kept for _start
// (%rsp, and %rdx, which _start passes on as rtld_fini), then a jump.
asm(R"(
        .pushsection .text
        .globl  ninegrid_start
        .type   ninegrid_start, @function
ninegrid_start:
        mov     %rdx, %r12                      # keep rtld_fini for _start
        lea     __init_array_start(%rip), %rdi  # the segment's first page
        and     $-4096, %rdi
        lea     _end(%rip), %rsi                # to the end of .bss
        sub     %rdi, %rsi
        mov     $23, %edx                       # MADV_POPULATE_WRITE
        mov     $28, %eax                       # SYS_madvise
        syscall
        mov     %r12, %rdx
        jmp     _start
        .size   ninegrid_start, .-ninegrid_start
        .popsection
)");
#endif

int main(int argc, char** argv) {
    // First: on Windows this makes the standard streams binary and the arguments UTF-8.
    // Standard input and output through buffers that keep the reason a read or a write failed, so
    // a closed or unreadable input is not taken for an empty one, and lost output is said why.
    ninegrid::base::FdInBuf in_buffer(0);
    ninegrid::base::FdOutBuf out_buffer(1);
    std::istream in(&in_buffer);
    std::ostream out(&out_buffer);
    const std::vector<std::string> args = ninegrid::os::start_program(argc, argv);
    return ninegrid::cli::run(args, {in, out, std::cerr, true});
}
