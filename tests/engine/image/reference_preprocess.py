"""Reference image preprocessing for Folio's parity test: transformers' own processors.

Usage: reference_preprocess.py MANIFEST [MODEL_CONFIG_DIR]

MANIFEST lines are "ppm PATH" (an RGB image the C++ test wrote) or "doc PATH" (a real document
image, decoded here by PIL). Both processors are built as a user gets them:
  - UpTo28: AutoProcessor on the Hub's processor_config.json (PixtralProcessor with the
    PixtralImageProcessor torchvision backend, patch 14 x merge 2 = 28);
  - To14DropOdd: transformers' native LightOnOcrProcessor on the same image processor.
A tiny tokenizer with the special tokens stands in for the real vocabulary: the processors only
need it to expand <|image_pad|>, and we count those tokens in input_ids.

Binary protocol on stdout, per manifest line:
  IMAGE <width> <height> <inline>\n   then width*height*3 RGB bytes when inline is 1 (docs)
  then for each rule:
  RESULT <rule> <height> <width> <image_tokens>\n   then float32 [3,H,W] pixel values
  or REFERROR <rule> <message>\n
  or, instead of all that, UNREADABLE <message>\n
and END\n at the end. Exit code 3 when transformers/torchvision/PIL are missing.
"""
import json
import os
import sys
import tempfile
import warnings

try:
    import numpy as np
    import torch
    import torchvision  # noqa: F401  (the image processor's backend)
    from PIL import Image
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import AutoProcessor
    from transformers.models.lighton_ocr.processing_lighton_ocr import LightOnOcrProcessor
    from transformers.utils import logging as hf_logging
except ImportError as e:
    print(f"reference_preprocess: missing module: {e}", file=sys.stderr)
    sys.exit(3)

# Mirrors the Hub's processor_config.json; used only when the shared data is absent.
FALLBACK_PROCESSOR_CONFIG = {
    "image_break_token": "<|vision_pad|>",
    "image_end_token": "<|vision_end|>",
    "image_processor": {
        "data_format": "channels_first", "default_to_square": True, "do_convert_rgb": True,
        "do_normalize": True, "do_rescale": True, "do_resize": True,
        "image_mean": [0.48145466, 0.4578275, 0.40821073],
        "image_processor_type": "PixtralImageProcessorFast",
        "image_std": [0.26862954, 0.26130258, 0.27577711],
        "patch_size": 14, "resample": 3, "rescale_factor": 0.00392156862745098,
        "size": {"longest_edge": 1540},
    },
    "image_token": "<|image_pad|>", "patch_size": 14, "processor_class": "PixtralProcessor",
    "spatial_merge_size": 2,
}
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_end|>", "<|image_pad|>", "<|vision_pad|>", "<|vision_end|>"]


def build_processors(model_config_dir, work_dir):
    if model_config_dir:
        with open(os.path.join(model_config_dir, "processor_config.json")) as f:
            processor_config = json.load(f)
    else:
        processor_config = FALLBACK_PROCESSOR_CONFIG
    with open(os.path.join(work_dir, "processor_config.json"), "w") as f:
        json.dump(processor_config, f)
    with open(os.path.join(work_dir, "tokenizer_config.json"), "w") as f:
        json.dump({"tokenizer_class": "TokenizersBackend", "backend": "tokenizers",
                   "image_token": "<|image_pad|>", "image_break_token": "<|vision_pad|>",
                   "image_end_token": "<|vision_end|>",
                   "model_specific_special_tokens": {"image_token": "<|image_pad|>",
                                                     "image_break_token": "<|vision_pad|>",
                                                     "image_end_token": "<|vision_end|>"}}, f)
    vocab = {"<unk>": 0, **{token: i + 1 for i, token in enumerate(SPECIAL_TOKENS)}}
    tokenizer = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    tokenizer.add_special_tokens(SPECIAL_TOKENS)
    tokenizer.save(os.path.join(work_dir, "tokenizer.json"))

    hub = AutoProcessor.from_pretrained(work_dir)
    native = LightOnOcrProcessor(image_processor=hub.image_processor, tokenizer=hub.tokenizer,
                                 patch_size=processor_config["patch_size"],
                                 spatial_merge_size=processor_config["spatial_merge_size"])
    return [("UpTo28", hub), ("To14DropOdd", native)]


def load_rgb(kind, path, image_processor):
    image = Image.open(path)
    image.load()
    if kind == "doc":
        image.seek(0)  # first page of a multi-page TIFF
    return image_processor.convert_to_rgb(image)  # what the processor itself would do


def main():
    manifest = sys.argv[1]
    model_config_dir = sys.argv[2] if len(sys.argv) > 2 else ""
    out = sys.stdout.buffer
    torch.set_num_threads(1)
    hf_logging.set_verbosity_error()  # 1-pixel-wide images trigger a harmless channel warning
    warnings.simplefilter("ignore")
    with tempfile.TemporaryDirectory() as work_dir:
        processors = build_processors(model_config_dir, work_dir)
        with open(manifest) as f:
            entries = [line.rstrip("\n").split(" ", 1) for line in f if line.strip()]
        for kind, path in entries:
            try:
                image = load_rgb(kind, path, processors[0][1].image_processor)
            except Exception as e:  # a document PIL cannot read
                out.write(f"UNREADABLE {type(e).__name__}: {e}".replace("\n", " ").encode() + b"\n")
                continue
            inline = kind == "doc"
            out.write(f"IMAGE {image.width} {image.height} {int(inline)}\n".encode())
            if inline:
                out.write(np.asarray(image, dtype=np.uint8).tobytes())
            for rule, processor in processors:
                try:
                    result = processor(text=["<|image_pad|>"], images=[image], return_tensors="pt")
                except Exception as e:
                    message = f"{type(e).__name__}: {e}".replace("\n", " ")[:300]
                    out.write(f"REFERROR {rule} {message}\n".encode())
                    continue
                pixels = result["pixel_values"][0].contiguous()  # [3, H, W] float32
                tokens = int((result["input_ids"][0] == processor.image_token_id).sum())
                height, width = (int(v) for v in result["image_sizes"][0])
                assert tuple(pixels.shape) == (3, height, width), (pixels.shape, height, width)
                out.write(f"RESULT {rule} {height} {width} {tokens}\n".encode())
                out.write(pixels.numpy().astype("<f4", copy=False).tobytes())
    out.write(b"END\n")
    out.flush()


if __name__ == "__main__":
    main()
