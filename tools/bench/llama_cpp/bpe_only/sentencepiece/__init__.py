"""Stands in for sentencepiece when convert_hf_to_gguf.py converts a folder without tokenizer.model.

The converter's Qwen2 and Qwen3 models import SentencePieceProcessor before they look for
tokenizer.model, then fall back to the BPE tokenizer.json when that file is missing: the import has
to succeed, the class is never used. convert.sh puts this directory on PYTHONPATH only for such a
folder (Folio's Qwen tokenizer is BPE), so a Python without sentencepiece (the GPU machine's,
offline) can convert. Anything that does use it fails at once instead of writing a wrong GGUF.
"""


class SentencePieceProcessor:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("sentencepiece is not installed: convert.sh gave the converter a stand-in for a "
                           "BPE-only model folder, and something tried to load a SentencePiece model")
