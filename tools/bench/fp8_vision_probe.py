"""Can fp8 bring the vision tower to issue 27's 25 ms a page? Times, on this GPU, the tower's four
GEMM shapes for one page (8580 patches) in bf16 and as fp8 e4m3 with row-wise scales
(torch._scaled_mm), the activations' quantization counted apart; asks which fp8 attention paths
this torch offers (SDPA with fp8 inputs, cuDNN's, FlashAttention-3); and measures what fp8 does to
one vision layer's MLP output against fp32 (relative error), beside bf16's. Prints one line each.
PyTorch only, no engine build: a short device call."""
import torch
import torch.nn.functional as F

from sdpa_probe import time_ms

DEV, BF, F8 = "cuda", torch.bfloat16, torch.float8_e4m3fn
PATCHES, HIDDEN, FFN, HEADS, HEAD = 8580, 1024, 4096, 16, 64
F8_MAX = torch.finfo(F8).max


def quantize_rows(x):
    """fp8 values and one fp32 scale a row (the row's absolute maximum maps to the format's)."""
    scale = x.abs().amax(dim=1, keepdim=True).float().clamp(min=1e-12) / F8_MAX
    return (x.float() / scale).to(F8), scale


def fp8_linear(x, w8, w_scale):
    x8, x_scale = quantize_rows(x)
    return torch._scaled_mm(x8, w8.t(), scale_a=x_scale, scale_b=w_scale.t(), out_dtype=BF)


def gemm_rows():
    shapes = {"qkv": (HIDDEN, 3 * HIDDEN), "o": (HIDDEN, HIDDEN), "gate_up": (HIDDEN, 2 * FFN),
              "down": (FFN, HIDDEN)}
    total_bf, total_f8, total_f8_mm = 0.0, 0.0, 0.0
    for name, (k, n) in shapes.items():
        x = torch.randn(PATCHES, k, device=DEV, dtype=BF)
        w = torch.randn(n, k, device=DEV, dtype=BF) * 0.02
        w8, w_scale = quantize_rows(w)
        x8, x_scale = quantize_rows(x)
        bf_ms = time_ms(lambda: x @ w.t())
        mm_ms = time_ms(lambda: torch._scaled_mm(x8, w8.t(), scale_a=x_scale, scale_b=w_scale.t(),
                                                 out_dtype=BF))
        f8_ms = time_ms(lambda: fp8_linear(x, w8, w_scale))
        flop = 2.0 * PATCHES * k * n
        print(f"gemm {name} {PATCHES}x{k}x{n}: bf16 {bf_ms:.3f} ms ({flop / bf_ms / 1e9:.0f} TFLOP/s), "
              f"fp8 matmul {mm_ms:.3f} ms ({flop / mm_ms / 1e9:.0f} TFLOP/s), "
              f"fp8 with torch's quantization {f8_ms:.3f} ms")
        total_bf, total_f8_mm, total_f8 = total_bf + bf_ms, total_f8_mm + mm_ms, total_f8 + f8_ms
    print(f"gemm per layer: bf16 {total_bf:.3f} ms, fp8 matmuls {total_f8_mm:.3f} ms, with quantization "
          f"{total_f8:.3f} ms; x24 layers: {24 * total_bf:.2f} / {24 * total_f8_mm:.2f} / {24 * total_f8:.2f} ms")


def attention_rows():
    keys = 8576
    q, k, v = (torch.randn(1, HEADS, keys, HEAD, device=DEV, dtype=BF) for _ in range(3))
    bf_ms = time_ms(lambda: F.scaled_dot_product_attention(q, k, v))
    flop = 4.0 * HEADS * keys * keys * HEAD
    print(f"attention bf16 SDPA, {keys} keys: {bf_ms:.3f} ms ({flop / bf_ms / 1e9:.0f} TFLOP/s)")
    q8, k8, v8 = (t.to(F8) for t in (q, k, v))
    tries = {
        "SDPA, fp8 inputs": lambda: F.scaled_dot_product_attention(q8, k8, v8),
        "cuDNN op, fp8 inputs": lambda: torch.ops.aten._scaled_dot_product_cudnn_attention(
            q8, k8, v8, None, False, 0.0, False, False),
    }
    for name, fn in tries.items():
        try:
            ms = time_ms(fn, runs=5)
            print(f"attention {name}: {ms:.3f} ms ({flop / ms / 1e9:.0f} TFLOP/s)")
        except Exception as error:  # the probe's question is which of these exist
            print(f"attention {name}: not offered ({str(error).splitlines()[0][:160]})")
    attention = getattr(torch.nn, "attention", None)
    listing = getattr(attention, "list_flash_attention_impls", None)
    print(f"flash attention implementations: {listing() if listing else 'no list in this torch'}")


def accuracy_rows():
    torch.manual_seed(0)
    x = torch.randn(PATCHES, HIDDEN, device=DEV, dtype=torch.float32)
    gate_up = torch.randn(2 * FFN, HIDDEN, device=DEV) * 0.02
    down = torch.randn(HIDDEN, FFN, device=DEV) * 0.02

    def mlp(linear):
        h = linear(x, gate_up)
        return linear(F.silu(h[:, :FFN]) * h[:, FFN:], down)

    exact = mlp(lambda a, w: a @ w.t())
    bf16 = mlp(lambda a, w: (a.to(BF) @ w.to(BF).t()).float())

    def as_fp8(a, w):
        w8, w_scale = quantize_rows(w.to(BF))
        return fp8_linear(a.to(BF), w8, w_scale).float()

    fp8 = mlp(as_fp8)
    rel = lambda got: ((got - exact).norm() / exact.norm()).item()
    print(f"vision MLP against fp32: bf16 relative error {rel(bf16):.4f}, fp8 row-wise {rel(fp8):.4f}")


if __name__ == "__main__":
    print(torch.__version__, torch.cuda.get_device_name(0), "cuDNN", torch.backends.cudnn.version())
    gemm_rows()
    attention_rows()
    accuracy_rows()
