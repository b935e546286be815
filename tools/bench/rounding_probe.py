"""How far two bf16 formulations of the same op land from float32 on this GPU (session 8): the
patch embedding as cuDNN's convolution or as a GEMM over unfolded patches, and a residual add
after a projection rounded twice (the product, then the sum: transformers) or once (addmm).
Random inputs at the model's sizes; prints the max and mean relative errors against float32."""
import torch
import torch.nn.functional as F


def rel(a, ref):
    a, ref = a.float(), ref.float()
    return (a - ref).abs().max().item() / ref.abs().max().item(), ((a - ref).abs().mean() / ref.abs().mean()).item()


def main():
    torch.manual_seed(0)
    dev = "cuda"
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    image = torch.randn(3, 1540, 1092, device=dev)
    weight = torch.randn(1024, 3, 14, 14, device=dev) * 0.02
    ref = F.conv2d(image[None], weight, stride=14)[0].flatten(1).t()
    conv = F.conv2d(image[None].bfloat16(), weight.bfloat16(), stride=14)[0].flatten(1).t()
    patches = image.bfloat16().reshape(3, 110, 14, 78, 14).permute(1, 3, 0, 2, 4).reshape(110 * 78, -1)
    gemm = F.linear(patches, weight.bfloat16().reshape(1024, -1))
    print("patch embedding vs fp32 (max, mean rel): conv %.3g %.3g | gemm %.3g %.3g" % (*rel(conv, ref), *rel(gemm, ref)))
    for rows, k in [(2157, 2048), (2157, 3072), (128, 3072)]:
        x = torch.randn(rows, k, device=dev).bfloat16()
        w = (torch.randn(1024, k, device=dev) * 0.02).bfloat16()
        r = torch.randn(rows, 1024, device=dev).bfloat16()
        exact = r.float() + x.float() @ w.float().t()
        twice = r + F.linear(x, w)
        once = torch.addmm(r, x, w.t())
        print("residual add, %d x %d: rounded twice %.3g %.3g | once (addmm) %.3g %.3g"
              % (rows, k, *rel(twice, exact), *rel(once, exact)))


if __name__ == "__main__":
    main()
