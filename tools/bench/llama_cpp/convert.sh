#!/usr/bin/env bash
# GGUFs of a LightOnOCR model folder for the llama.cpp peer, made by llama.cpp's own
# convert_hf_to_gguf.py (from the source build.sh fetched): the text model in bf16 and q8_0 and the
# vision tower + projector (mmproj) in bf16.
#   tools/bench/llama_cpp/convert.sh MODEL_DIR OUT_DIR [GGUF...]
# Writes OUT_DIR/text-bf16.gguf, text-q8_0.gguf and mmproj-bf16.gguf, or only the GGUFs named
# (e.g. text-bf16.gguf mmproj-bf16.gguf); an existing one is kept.
# The folder's config.json names the architecture as transformers saves it; the converter knows
# it as LightOnOCRForConditionalGeneration (Qwen3ForCausalLM for the text model), so it reads a
# copy of the folder with those names. FOLIO_PYTHON: a Python with torch, transformers, numpy,
# pyyaml and tqdm (the converter's gguf-py comes from the source tree). sentencepiece is not
# needed for a folder without tokenizer.model (Folio's Qwen tokenizer is BPE, tokenizer.json), but
# the converter imports it before it looks: bpe_only/ gives it a stand-in that fails if used.
# A folder with tokenizer.model gets the real one, installed into .bench/convert-site.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 MODEL_DIR OUT_DIR [GGUF...]" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
model_dir="$(cd "$1" && pwd)"
out_dir="$2"
shift 2
wanted=("$@")
[[ ${#wanted[@]} -gt 0 ]] || wanted=(text-bf16.gguf text-q8_0.gguf mmproj-bf16.gguf)
python="${FOLIO_PYTHON:-python3}"
version="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
llama_src="$here/.bench/llama-cpp-python-$version/vendor/llama.cpp"
[[ -f "$llama_src/convert_hf_to_gguf.py" ]] || { echo "convert.sh: no $llama_src/convert_hf_to_gguf.py: run tools/bench/llama_cpp/build.sh --fetch-only" >&2; exit 1; }
[[ -f "$model_dir/config.json" ]] || { echo "convert.sh: $model_dir has no config.json" >&2; exit 1; }

mkdir -p "$out_dir"
staged="$out_dir/hf-model"
rm -rf "$staged" && mkdir -p "$staged"
for f in "$model_dir"/*; do
    [[ "$(basename "$f")" == config.json ]] || ln -s "$f" "$staged/"
done
# The mmproj needs the image processor's mean and std: the model's own, else the Hub's processor_config.json.
processor="$model_dir/processor_config.json"
[[ -f "$processor" ]] || processor="${FOLIO_SHARED_DATA:-$here/../shared/data}/model-config/processor_config.json"
[[ -f "$model_dir/preprocessor_config.json" || -f "$processor" ]] ||
    { echo "convert.sh: no preprocessor_config.json in $model_dir and no $processor" >&2; exit 1; }
"$python" - "$model_dir" "$staged" "$processor" <<'PY'
import json, os, sys
model_dir, staged, processor = sys.argv[1:]
config = json.load(open(os.path.join(model_dir, "config.json")))
config["architectures"] = ["LightOnOCRForConditionalGeneration"]
config.setdefault("text_config", {})["architectures"] = ["Qwen3ForCausalLM"]
with open(os.path.join(staged, "config.json"), "w") as f:
    json.dump(config, f, indent=2)
if not os.path.exists(os.path.join(staged, "preprocessor_config.json")):
    with open(os.path.join(staged, "preprocessor_config.json"), "w") as f:
        json.dump(json.load(open(processor))["image_processor"], f, indent=2)
PY

if [[ -f "$model_dir/tokenizer.model" ]]; then
    tokenizer_path="$here/.bench/convert-site"
    PYTHONPATH="$tokenizer_path" "$python" -c "import sentencepiece" 2>/dev/null ||
        "$python" -m pip install --target "$tokenizer_path" "sentencepiece>=0.1.98,<0.3.0"
else
    tokenizer_path="$here/tools/bench/llama_cpp/bpe_only"
fi

convert() {  # OUTPUT_FILE converter-options...
    local target="$out_dir/$1"; shift
    if [[ -s "$target" ]]; then echo "convert.sh: $target exists, kept"; return; fi
    PYTHONPATH="$llama_src/gguf-py:$tokenizer_path${PYTHONPATH:+:$PYTHONPATH}" \
        "$python" "$llama_src/convert_hf_to_gguf.py" "$staged" --outfile "$target.partial" "$@"
    mv "$target.partial" "$target"
    echo "convert.sh: wrote $target"
}
for gguf in "${wanted[@]}"; do
    case "$gguf" in
        text-bf16.gguf) convert "$gguf" --outtype bf16 ;;
        text-q8_0.gguf) convert "$gguf" --outtype q8_0 ;;
        mmproj-bf16.gguf) convert "$gguf" --outtype bf16 --mmproj ;;
        *) echo "convert.sh: unknown GGUF $gguf (text-bf16.gguf, text-q8_0.gguf, mmproj-bf16.gguf)" >&2; exit 2 ;;
    esac
done
