#!/usr/bin/env python3
"""Reference data for the tokenizer tests and benchmark, made with Hugging Face `tokenizers`
and transformers.

  tokenizer_reference.py --qwen DIR --config tokenizer_config.json --corpus DIR --out DIR

DIR/tokenizer.json: the Qwen byte-level BPE tokenizer built from vocab.json + merges.txt the
way Qwen2/Qwen3 releases define it (NFC, the Qwen Split regex + ByteLevel, ByteLevel decoder,
special tokens 151643..151668).
DIR/expected.tsv: per case "parse_special<TAB>input as hex<TAB>ids (comma-separated)<TAB>
1 when decode(ids) == input". Input bytes that are not UTF-8 are given to the reference as
bytes.decode("utf-8", "replace"), the rule the engine follows.
DIR/prompts.tsv: per case "image tokens<TAB>instruction as hex<TAB>ids" from transformers'
apply_chat_template with the LightOnOCR chat_template, image token expanded as the processor does.
"""
import argparse
import json
import os

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

QWEN_PATTERN = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
                r"|\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN3_ADDED = [
    ("<|endoftext|>", True), ("<|im_start|>", True), ("<|im_end|>", True), ("<|object_ref_start|>", True),
    ("<|object_ref_end|>", True), ("<|box_start|>", True), ("<|box_end|>", True), ("<|quad_start|>", True),
    ("<|quad_end|>", True), ("<|vision_start|>", True), ("<|vision_end|>", True), ("<|vision_pad|>", True),
    ("<|image_pad|>", True), ("<|video_pad|>", True), ("<tool_call>", False), ("</tool_call>", False),
    ("<|fim_prefix|>", False), ("<|fim_middle|>", False), ("<|fim_suffix|>", False), ("<|fim_pad|>", False),
    ("<|repo_name|>", False), ("<|file_sep|>", False), ("<tool_response>", False), ("</tool_response>", False),
    ("<think>", False), ("</think>", False),
]


def build_tokenizer(qwen_dir):
    vocab, merges = models.BPE.read_file(os.path.join(qwen_dir, "vocab.json"), os.path.join(qwen_dir, "merges.txt"))
    tok = Tokenizer(models.BPE(vocab, merges, dropout=None, unk_token=None, continuing_subword_prefix="",
                               end_of_word_suffix="", fuse_unk=False, byte_fallback=False))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex(QWEN_PATTERN), behavior="isolated", invert=False),
        pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
    ])
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    tok.decoder = decoders.ByteLevel()
    for content, special in QWEN3_ADDED:
        added = AddedToken(content, single_word=False, lstrip=False, rstrip=False, normalized=False,
                           special=special)
        (tok.add_special_tokens if special else tok.add_tokens)([added])
    assert tok.token_to_id("<|endoftext|>") == 151643 and tok.token_to_id("</think>") == 151668
    return tok


def unescape(line):
    """invalid_utf8.txt syntax: \\xHH and \\\\ escapes, other characters are ASCII."""
    out, i = bytearray(), 0
    while i < len(line):
        if line[i] == "\\" and line[i + 1] == "x":
            out.append(int(line[i + 2:i + 4], 16))
            i += 4
        elif line[i] == "\\":
            out.append(0x5C)
            i += 2
        else:
            out.append(ord(line[i]))
            i += 1
    return bytes(out)


def cases(corpus_dir):
    with open(os.path.join(corpus_dir, "corpus.txt"), "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    for line in lines:
        yield True, line
    for start in range(0, len(lines), 8):  # multi-line texts: newlines next to other whitespace
        yield True, b"\n".join(lines[start:start + 8])
    for line in lines:
        if b"<" in line:
            yield False, line
    with open(os.path.join(corpus_dir, "invalid_utf8.txt"), encoding="ascii") as f:
        for line in f.read().splitlines():
            yield True, unescape(line)


def chat_prompts(tokenizer_json, config_path):
    from transformers import PreTrainedTokenizerFast
    with open(config_path, encoding="utf-8") as f:
        template = json.load(f)["chat_template"]
    hf = PreTrainedTokenizerFast(tokenizer_file=tokenizer_json)
    out = []
    for image_tokens, instruction in [(1, ""), (4, ""), (3025, ""), (12, "Extract the text."),
                                      (6, "Transcris la page en Markdown.\n"), (2, "  spaces  "),
                                      (9, "表格转 HTML"), (1, "\n"),
                                      (2145, "grounding")]:  # LightOnOCR-3 grounding mode
        content = [{"type": "image"}]
        if instruction:
            content.append({"type": "text", "text": instruction})
        text = hf.apply_chat_template([{"role": "user", "content": content}], chat_template=template,
                                      tokenize=False, add_generation_prompt=True)
        assert text.count("<|image_pad|>") == 1, text
        text = text.replace("<|image_pad|>", "<|image_pad|>" * image_tokens)
        ids = hf(text, add_special_tokens=False)["input_ids"]
        out.append((image_tokens, instruction.encode("utf-8"), ids))
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--qwen", required=True)
    parser.add_argument("--config", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tok = build_tokenizer(args.qwen)
    tokenizer_json = os.path.join(args.out, "tokenizer.json")
    tok.save(tokenizer_json)

    rows = []
    for parse_special, raw in cases(args.corpus):
        text = raw.decode("utf-8", "replace")
        tok.encode_special_tokens = not parse_special
        ids = tok.encode(text, add_special_tokens=False).ids
        roundtrip = tok.decode(ids, skip_special_tokens=False) == text
        rows.append(f"{int(parse_special)}\t{raw.hex()}\t{','.join(map(str, ids))}\t{int(roundtrip)}")
    tok.encode_special_tokens = False
    prompts = [f"{n}\t{instr.hex()}\t{','.join(map(str, ids))}" for n, instr, ids in
               chat_prompts(tokenizer_json, args.config)]
    # Written last, so that their presence means the set-up finished.
    with open(os.path.join(args.out, "prompts.tsv"), "w") as f:
        f.write("\n".join(prompts) + "\n")
    with open(os.path.join(args.out, "expected.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"{len(rows)} cases, {len(prompts)} prompts -> {args.out}")


if __name__ == "__main__":
    main()
