#!/usr/bin/env bash
# Builds the llama.cpp peer of the CPU benchmark from the llama-cpp-python sdist (its vendor/llama.cpp),
# into .bench/ (git-ignored): llama-bench, llama-mtmd-cli and llama-batched-bench.
#   tools/bench/llama_cpp/build.sh [--fetch-only] [--pack] [--cuda] [--pack-cuda] [--jobs N] [--build-dir DIR] [--configure-only]
# --fetch-only: download and unpack the source, build nothing.
# --pack: also write .bench/llama.cpp-src.tar.gz (the source without its test vocabularies and docs,
#         12 MB), which a machine without network unpacks instead of downloading: the GPU
#         machine's run names it in carry.
# --cuda: a CUDA build for sm_90 (H200) in .bench/llama.cpp-cuda instead of the CPU build, with
#         only what the three tools use on bf16 weights with an f16 KV cache compiled (flash
#         attention for f16 K/V only, no NCCL, no compressed fatbin), to keep the build short.
# --pack-cuda: the CUDA build made on a machine without a GPU (CUDA_HOME: a toolkit with nvcc and
#         cuBLAS, e.g. the nvidia-cuda-nvcc / cublas wheels unpacked), shared libraries with
#         $ORIGIN run paths, left to resolve the driver's libcuda where they run, then packed with
#         the GGUF converter into .bench/llama-cuda-sm90.tar.xz (about 31 MB): the GPU machine
#         unpacks it (tools/gpu/peer_table.sh) instead of spending its minutes on the build
#         (about 30 minutes on two cores here, 4-7 on the GPU machine's sixteen).
# --configure-only: stop after cmake's configure step (to check a toolchain).
# --build-dir DIR: build there instead (a warm GPU machine reuses /tmp/llama-cuda).
# LLAMA_CPP_PYTHON_VERSION overrides the version (default 0.3.36, the one issue 23 measured).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
version="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
bench_dir="$here/.bench"
python="${FOLIO_PYTHON:-python3}"
cuda=0
pack_cuda=0
fetch_only=0
pack=0
jobs=2
build_dir=""
configure_only=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --cuda) cuda=1 ;;
        --pack-cuda) cuda=1 pack_cuda=1 ;;
        --fetch-only) fetch_only=1 ;;
        --pack) pack=1 ;;
        --jobs) jobs="$2"; shift ;;
        --build-dir) build_dir="$2"; shift ;;
        --configure-only) configure_only=1 ;;
        *) echo "usage: $0 [--fetch-only] [--pack] [--cuda] [--jobs N] [--build-dir DIR] [--configure-only]" >&2; exit 2 ;;
    esac
    shift
done

source_dir="$bench_dir/llama-cpp-python-$version"
packed="$bench_dir/llama.cpp-src.tar.gz"
if [[ ! -f "$source_dir/vendor/llama.cpp/CMakeLists.txt" && -f "$packed" ]]; then
    mkdir -p "$source_dir/vendor"
    tar -xzf "$packed" -C "$source_dir/vendor"
fi
if [[ ! -f "$source_dir/vendor/llama.cpp/CMakeLists.txt" ]]; then
    mkdir -p "$bench_dir/download"
    archive="$bench_dir/download/llama_cpp_python-$version.tar.gz"
    if [[ ! -f "$archive" ]]; then
        #: the sdist's metadata is not built (that would fetch its build tools).
        "$python" -m pip download --no-binary :all: --no-deps \
            "llama-cpp-python==$version" -d "$bench_dir/download"
        dashed="$bench_dir/download/llama-cpp-python-$version.tar.gz"
        [[ -f "$archive" || ! -f "$dashed" ]] || mv "$dashed" "$archive"
        [[ -f "$archive" ]] || { echo "build.sh: pip download left no sdist of $version in $bench_dir/download" >&2; exit 1; }
    fi
    unpack="$bench_dir/unpack.$$"
    rm -rf "$unpack" && mkdir -p "$unpack"
    tar -xzf "$archive" -C "$unpack"
    top="$(find "$unpack" -mindepth 1 -maxdepth 1 -type d | head -1)"
    [[ -f "$top/vendor/llama.cpp/CMakeLists.txt" ]] || { echo "build.sh: $archive has no vendor/llama.cpp" >&2; exit 1; }
    rm -rf "$source_dir" && mv "$top" "$source_dir" && rm -rf "$unpack"
fi
llama_src="$source_dir/vendor/llama.cpp"
echo "build.sh: llama.cpp source in $llama_src"
if [[ $pack == 1 ]]; then
    tar -czf "$packed.partial" -C "$source_dir/vendor" --exclude=llama.cpp/models --exclude=llama.cpp/docs \
        --exclude=llama.cpp/media llama.cpp
    mv "$packed.partial" "$packed"
    echo "build.sh: packed $packed"
fi
[[ $fetch_only == 1 ]] && exit 0

common=(-DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_BUILD_TESTS=OFF
        -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=ON -DLLAMA_BUILD_SERVER=OFF)
if [[ $pack_cuda == 1 ]]; then
    toolkit="${CUDA_HOME:?build.sh --pack-cuda: set CUDA_HOME to a CUDA toolkit with nvcc and cuBLAS}"
    build_dir="${build_dir:-$bench_dir/llama.cpp-cuda-pack}"
    # Shared libraries (one copy of ggml-cuda for the three tools), portable CPU code, and the
    # driver's libcuda left unresolved at link time: the machine that runs them has it.
    PATH="$toolkit/bin:$PATH" cmake -S "$llama_src" -B "$build_dir" -G Ninja "${common[@]}" -DBUILD_SHARED_LIBS=ON \
        -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DGGML_NATIVE=OFF -DGGML_CUDA_FA_QUANTS=f16-f16 \
        -DGGML_CUDA_NCCL=OFF -DGGML_CUDA_COMPRESSION_MODE=none -DCUDAToolkit_ROOT="$toolkit" \
        -DCMAKE_CUDA_COMPILER="$toolkit/bin/nvcc" -DCMAKE_INSTALL_RPATH='$ORIGIN' -DCMAKE_BUILD_WITH_INSTALL_RPATH=ON \
        -DCMAKE_EXE_LINKER_FLAGS=-Wl,--allow-shlib-undefined
elif [[ $cuda == 1 ]]; then
    build_dir="${build_dir:-$bench_dir/llama.cpp-cuda}"
    cmake -S "$llama_src" -B "$build_dir" -G Ninja "${common[@]}" -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DGGML_NATIVE=ON \
        -DGGML_CUDA_FA_QUANTS=f16-f16 -DGGML_CUDA_NCCL=OFF -DGGML_CUDA_COMPRESSION_MODE=none
else
    build_dir="${build_dir:-$bench_dir/llama.cpp-cpu}"
    cmake -S "$llama_src" -B "$build_dir" -G Ninja "${common[@]}" -DGGML_NATIVE=ON -DGGML_CUDA=OFF
fi
[[ $configure_only == 1 ]] && { echo "build.sh: configured $build_dir"; exit 0; }
PATH="${CUDA_HOME:+$CUDA_HOME/bin:}$PATH" cmake --build "$build_dir" -j "$jobs" --target llama-bench llama-mtmd-cli llama-batched-bench
echo "build.sh: built $build_dir/bin/{llama-bench,llama-mtmd-cli,llama-batched-bench}"
if [[ $pack_cuda == 1 ]]; then
    stage="$bench_dir/pack.$$"
    rm -rf "$stage" && mkdir -p "$stage/llama.cpp" "$stage/bin"
    cp -a "$llama_src/convert_hf_to_gguf.py" "$llama_src/gguf-py" "$llama_src/conversion" "$stage/llama.cpp/"
    cp -a "$build_dir/bin/." "$stage/bin/"
    strip --strip-unneeded "$stage"/bin/*.so.* "$stage"/bin/llama-*
    tar -cJf "$bench_dir/llama-cuda-sm90.tar.xz.partial" -C "$stage" llama.cpp bin
    mv "$bench_dir/llama-cuda-sm90.tar.xz.partial" "$bench_dir/llama-cuda-sm90.tar.xz"
    rm -rf "$stage"
    echo "build.sh: packed $bench_dir/llama-cuda-sm90.tar.xz"
fi
