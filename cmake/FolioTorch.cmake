# Finds libtorch and decides whether CUDA kernels are built.
#
# libtorch comes from, in this order: a Torch_DIR the user passes (a libtorch download), or the
# torch package of FOLIO_PYTHON (the build's virtual environment, or python3 on the GPU machine).
# The target `folio::torch` is what the engine links.
#
# A CPU build never runs find_package(Torch): Caffe2's config looks for a CUDA toolkit matching the
# one libtorch was built with, and a mismatch there must not stop a CPU build. It links the
# CPU libraries of the same libtorch directly instead.

if(NOT Torch_DIR)
  if(NOT FOLIO_PYTHON)
    message(FATAL_ERROR "Folio: no libtorch. Run tools/setup.sh (it makes build/venv with torch), "
                        "or pass -DTorch_DIR=<libtorch>/share/cmake/Torch")
  endif()
  execute_process(
    COMMAND "${FOLIO_PYTHON}" -c "import torch, os; print(os.path.dirname(torch.__file__))"
    OUTPUT_VARIABLE _folio_torch_root OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE _folio_torch_rc ERROR_QUIET)
  if(NOT _folio_torch_rc EQUAL 0 OR NOT EXISTS "${_folio_torch_root}/share/cmake/Torch")
    message(FATAL_ERROR "Folio: ${FOLIO_PYTHON} has no torch package. Run tools/setup.sh, "
                        "or pass -DTorch_DIR=<libtorch>/share/cmake/Torch")
  endif()
  set(Torch_DIR "${_folio_torch_root}/share/cmake/Torch" CACHE PATH "libtorch CMake config" FORCE)
  set(_folio_torch_origin "the torch package of ${FOLIO_PYTHON}")
else()
  set(_folio_torch_origin "Torch_DIR")
endif()
get_filename_component(FOLIO_TORCH_ROOT "${Torch_DIR}/../../.." ABSOLUTE)
set(_folio_torch_lib "${FOLIO_TORCH_ROOT}/lib")
if(NOT EXISTS "${_folio_torch_lib}/libtorch_cpu.so")
  message(FATAL_ERROR "Folio: ${_folio_torch_lib}/libtorch_cpu.so not found; Torch_DIR=${Torch_DIR} "
                      "does not look like libtorch")
endif()

set(_folio_torch_has_cuda OFF)
if(EXISTS "${_folio_torch_lib}/libtorch_cuda.so")
  set(_folio_torch_has_cuda ON)
endif()
find_program(FOLIO_NVCC nvcc HINTS /usr/local/cuda/bin ENV CUDA_HOME PATH_SUFFIXES bin)

set(FOLIO_WITH_CUDA OFF)
if(FOLIO_CUDA STREQUAL "ON" OR (FOLIO_CUDA STREQUAL "AUTO" AND _folio_torch_has_cuda AND FOLIO_NVCC))
  if(NOT _folio_torch_has_cuda)
    message(FATAL_ERROR "Folio: FOLIO_CUDA=ON but libtorch at ${FOLIO_TORCH_ROOT} has no CUDA. "
                        "Use a CUDA build of torch or -DFOLIO_CUDA=OFF")
  endif()
  if(NOT FOLIO_NVCC)
    message(FATAL_ERROR "Folio: FOLIO_CUDA=ON but nvcc was not found. Install the CUDA toolkit "
                        "or configure with -DFOLIO_CUDA=OFF")
  endif()
  set(FOLIO_WITH_CUDA ON)
endif()

if(FOLIO_WITH_CUDA)
  if(NOT CMAKE_CUDA_ARCHITECTURES)
    # sm_80/86/89/90 machine code plus PTX of sm_90 for newer GPUs.
    set(CMAKE_CUDA_ARCHITECTURES 80-real 86-real 89-real 90)
  endif()
  set(CMAKE_CUDA_COMPILER "${FOLIO_NVCC}")
  enable_language(CUDA)
  # C++17 for .cu files: CMake 3.25 does not know nvcc 13's C++20 flags (configure fails).
  set(CMAKE_CUDA_STANDARD 17)
  # Caffe2 adds -gencode flags of its own: from TORCH_CUDA_ARCH_LIST, else from the GPUs it finds,
  # else a list from sm_50 that nvcc 13 rejects (a build machine without a GPU). Derive them
  # from CMAKE_CUDA_ARCHITECTURES instead (80-real -> 8.0).
  if(NOT DEFINED TORCH_CUDA_ARCH_LIST AND NOT DEFINED ENV{TORCH_CUDA_ARCH_LIST})
    set(TORCH_CUDA_ARCH_LIST)
    foreach(_folio_arch IN LISTS CMAKE_CUDA_ARCHITECTURES)
      string(REGEX REPLACE "-.*" "" _folio_arch "${_folio_arch}")
      string(REGEX REPLACE "([0-9]+)([0-9])$" "\\1.\\2" _folio_arch "${_folio_arch}")
      list(APPEND TORCH_CUDA_ARCH_LIST "${_folio_arch}")
    endforeach()
  endif()
  find_package(Torch REQUIRED)
  add_library(folio_torch INTERFACE)
  target_link_libraries(folio_torch INTERFACE ${TORCH_LIBRARIES})
  target_compile_definitions(folio_torch INTERFACE FOLIO_WITH_CUDA=1)
  # Torch exports -D_GLIBCXX_USE_CXX11_ABI and its include dirs through TORCH_LIBRARIES' targets.
  message(STATUS "Folio: libtorch with CUDA from ${_folio_torch_origin} (${FOLIO_TORCH_ROOT}), "
                 "nvcc ${FOLIO_NVCC}, architectures ${CMAKE_CUDA_ARCHITECTURES}")
else()
  add_library(folio_torch INTERFACE)
  target_include_directories(folio_torch SYSTEM INTERFACE
    "${FOLIO_TORCH_ROOT}/include" "${FOLIO_TORCH_ROOT}/include/torch/csrc/api/include")
  target_link_libraries(folio_torch INTERFACE
    "${_folio_torch_lib}/libtorch_cpu.so" "${_folio_torch_lib}/libc10.so")
  target_link_options(folio_torch INTERFACE "LINKER:-rpath,${_folio_torch_lib}")
  set(_why "")
  if(_folio_torch_has_cuda AND NOT FOLIO_NVCC)
    set(_why " (libtorch has CUDA but nvcc is missing: CUDA kernels not built)")
  elseif(FOLIO_CUDA STREQUAL "OFF")
    set(_why " (FOLIO_CUDA=OFF)")
  endif()
  message(STATUS "Folio: libtorch CPU from ${_folio_torch_origin} (${FOLIO_TORCH_ROOT})${_why}")
endif()
add_library(folio::torch ALIAS folio_torch)
