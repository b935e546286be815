"""Times the SDPA calls of a page's admission on this GPU, in the engine's layouts, to choose
between them (docs/PERFORMANCE.md, session 8): the decoder prefill's causal GQA attention with the
keys and values repeated (today) or with enable_gqa, and the vision tower's block-diagonal
attention of five equal pages per image (today) or batched in one call, and cuDNN's vision
attention by key count (a multiple of 128 takes its fast kernel: session 21). Prints one line each."""
import torch
import torch.nn.functional as F


def time_ms(fn, runs=20):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(runs):
        fn()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / runs


def main():
    dev, bf = "cuda", torch.bfloat16
    # Prefill: 2157 tokens, 16 query heads, 8 kv heads, head 128, views of one qkv output.
    n, hq, hk, d = 2157, 16, 8, 128
    qkv = torch.randn(n, (hq + 2 * hk) * d, device=dev, dtype=bf)
    q = qkv[:, : hq * d].view(n, hq, d).transpose(0, 1).unsqueeze(0)
    k = qkv[:, hq * d : (hq + hk) * d].view(n, hk, d).transpose(0, 1).unsqueeze(0)
    v = qkv[:, (hq + hk) * d :].view(n, hk, d).transpose(0, 1).unsqueeze(0)

    def repeated():
        kr = k[:, :, None].expand(1, hk, hq // hk, n, d).reshape(1, hq, n, d)
        vr = v[:, :, None].expand(1, hk, hq // hk, n, d).reshape(1, hq, n, d)
        return F.scaled_dot_product_attention(q, kr, vr, is_causal=True)

    def gqa():
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)

    ref = repeated()
    print(f"prefill attention, 2157 tokens: repeated k/v {time_ms(repeated):.3f} ms, enable_gqa {time_ms(gqa):.3f} ms, "
          f"max diff {(gqa() - ref).abs().max().item():.3g}")
    # Vision: 5 pages of 8580 patches, 16 heads of 64, views of one qkv output.
    pages, m, h, d = 5, 8580, 16, 64
    qkv = torch.randn(pages * m, 3 * h * d, device=dev, dtype=bf)
    part = lambda i: qkv[:, i * h * d : (i + 1) * h * d].view(pages * m, h, d)
    vq, vk, vv = part(0), part(1), part(2)

    def per_page():
        outs = []
        for p in range(pages):
            f = lambda t: t[p * m : (p + 1) * m].transpose(0, 1).unsqueeze(0)
            outs.append(F.scaled_dot_product_attention(f(vq), f(vk), f(vv))[0].transpose(0, 1))
        return torch.cat(outs).reshape(pages * m, h * d)

    def batched():
        f = lambda t: t.view(pages, m, h, d).transpose(1, 2)
        out = F.scaled_dot_product_attention(f(vq), f(vk), f(vv))
        return out.transpose(1, 2).reshape(pages * m, h * d)

    ref = per_page()
    out = batched()
    f = lambda t: t.view(pages, m, h, d).transpose(1, 2)
    no_copy = F.scaled_dot_product_attention(f(vq), f(vk), f(vv)).transpose(1, 2).is_contiguous()
    print(f"vision attention, 5 x 8580 patches: per page + cat {time_ms(per_page, 5):.3f} ms, one batched call "
          f"{time_ms(batched, 5):.3f} ms (its output needs no copy: {no_copy}), "
          f"max diff {(out - ref).abs().max().item():.3g}")

    # cuDNN by key count: 8580 (a standard page), its multiple-of-128 prefix 8576, and 8704.
    from torch.nn.attention import SDPBackend, sdpa_kernel
    for images in (1, 5):
        q = torch.randn(images, h, m, d, device=dev, dtype=bf)
        for keys in (8576, 8580, 8704):
            k, v = (torch.randn(images, h, keys, d, device=dev, dtype=bf) for _ in range(2))
            with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                ms = time_ms(lambda: F.scaled_dot_product_attention(q, k, v), 10)
            print(f"vision attention, cuDNN, {images} x {m} queries, {keys} keys: {ms:.3f} ms, "
                  f"{4 * images * h * m * keys * d / ms / 1e9:.0f} TFLOP/s")


if __name__ == "__main__":
    main()
