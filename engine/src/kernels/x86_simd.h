// The x86 intrinsics for the CPU kernels' run-time dispatched paths (functions compiled with
// __attribute__((target(...))) and chosen with __builtin_cpu_supports). FOLIO_X86_SIMD is defined
// where they exist (x86-64 with GCC or Clang); elsewhere only the plain C++ paths are built.
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define FOLIO_X86_SIMD 1
#include <immintrin.h>
// GCC 12 reports its own AVX-512 headers (the undefined start values of _mm512_setzero_ps,
// _mm512_cvtepu16_epi32 and friends) as uninitialised reads.
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#endif
