"""Writes reference checkpoints for the loading tests, using transformers and safetensors.

usage: make_reference_checkpoints.py OUT_DIR
Exit code 77 (the tests' "skip") when transformers or safetensors is missing.

OUT_DIR/tied/     LightOnOCR, tied embeddings, float32, one model.safetensors
OUT_DIR/untied/   other sizes, untied lm_head, bfloat16, sharded (model.safetensors.index.json)
  each with parameters.txt: "name shape..." for every entry of state_dict() (the class's
  parameters), and sums.txt: "name sum sum_of_squares" of the saved values in float64.
OUT_DIR/values/model.safetensors: one tensor per dtype, value[i] = i * 0.5 - 3 (cast; uint8 without the - 3), written by
  safetensors.torch.save_file.
"""
import os
import sys

try:
    import torch
    from safetensors.torch import save_file
    from transformers.models.lighton_ocr import LightOnOcrConfig, LightOnOcrForConditionalGeneration
except ImportError as error:  # the C++ test reports this as a skip
    print(f"skip: {error}")
    sys.exit(77)

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
torch.manual_seed(0)

CONFIGS = {
    "tied": dict(
        vision_config=dict(hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
                           head_dim=16, patch_size=14, image_size=56, num_channels=3),
        text_config=dict(hidden_size=48, intermediate_size=80, num_hidden_layers=3, num_attention_heads=4,
                         num_key_value_heads=2, head_dim=16, vocab_size=160, max_position_embeddings=128),
        tie_word_embeddings=True, image_token_id=151, dtype=torch.float32, shard=None),
    "untied": dict(
        vision_config=dict(hidden_size=24, intermediate_size=40, num_hidden_layers=3, num_attention_heads=3,
                           head_dim=8, patch_size=7, image_size=28, num_channels=3),
        text_config=dict(hidden_size=32, intermediate_size=56, num_hidden_layers=2, num_attention_heads=2,
                         num_key_value_heads=1, head_dim=24, vocab_size=96, max_position_embeddings=64,
                         rms_norm_eps=1e-5),
        tie_word_embeddings=False, image_token_id=90, spatial_merge_size=2, dtype=torch.bfloat16, shard="20KB"),
}

for name, spec in CONFIGS.items():
    spec = dict(spec)
    dtype, shard = spec.pop("dtype"), spec.pop("shard")
    model = LightOnOcrForConditionalGeneration(LightOnOcrConfig(**spec)).to(dtype)
    folder = os.path.join(out, name)
    kwargs = {"max_shard_size": shard} if shard else {}
    model.save_pretrained(folder, **kwargs)
    state = model.state_dict()
    with open(os.path.join(folder, "parameters.txt"), "w") as f:
        for key, value in state.items():
            f.write(" ".join([key] + [str(d) for d in value.shape]) + "\n")
    with open(os.path.join(folder, "sums.txt"), "w") as f:
        for key, value in state.items():
            v = value.double()
            f.write(f"{key} {v.sum().item():.17g} {(v * v).sum().item():.17g}\n")

values = {}
for dtype in [torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int64, torch.int32,
              torch.int16, torch.int8, torch.uint8, torch.bool]:
    shape = (3, 5, 2)
    offset = 0 if dtype == torch.uint8 else 3  # casting negatives to unsigned is not portable
    values[str(dtype).replace("torch.", "")] = (torch.arange(30, dtype=torch.float64) * 0.5 - offset).reshape(shape).to(dtype)
values["empty"] = torch.zeros(4, 0, dtype=torch.float32)
values["scalar"] = torch.tensor(2.5, dtype=torch.float32)
os.makedirs(os.path.join(out, "values"), exist_ok=True)
save_file(values, os.path.join(out, "values", "model.safetensors"), metadata={"format": "pt"})
print("ok")
