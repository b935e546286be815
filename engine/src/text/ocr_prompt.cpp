#include <algorithm>

#include "folio/engine/engine.h"
#include "text/tokenizer.h"

namespace folio::engine {

// LightOnOCR's chat_template (tokenizer_config.json) renders one user turn holding an image and
// an optional text part, after an empty system turn, as
//   <|im_start|>system<|im_end|>\n<|im_start|>user\n<|image_pad|>[text\n]<|im_end|>\n<|im_start|>assistant\n
// and the processor then repeats <|image_pad|> once per image token. Text between special
// tokens is encoded on its own by HF as well, so encoding the parts separately gives the same
// ids. The instruction is encoded with parse_special = false: a user's text must never turn
// into control tokens (transformers would parse them; it is the one intended difference).
std::vector<std::int32_t> build_ocr_prompt(const Tokenizer& tokenizer, int image_tokens,
                                           const std::string& instruction) {
    if (image_tokens < 0) throw Error("build_ocr_prompt: negative image token count");
    const auto image_pad = tokenizer.token_to_id("<|image_pad|>");
    if (!image_pad) throw Error("build_ocr_prompt: the tokenizer has no <|image_pad|> token");
    std::vector<std::int32_t> ids = tokenizer.encode("<|im_start|>system<|im_end|>\n<|im_start|>user\n");
    ids.insert(ids.end(), static_cast<std::size_t>(image_tokens), *image_pad);
    if (!instruction.empty()) {
        const auto text = tokenizer.encode(instruction + "\n", /*parse_special=*/false);
        ids.insert(ids.end(), text.begin(), text.end());
    }
    const auto tail = tokenizer.encode("<|im_end|>\n<|im_start|>assistant\n");
    ids.insert(ids.end(), tail.begin(), tail.end());
    return ids;
}

std::vector<std::int32_t> ocr_stop_tokens(const Tokenizer& tokenizer, const std::vector<int>& config_eos_ids) {
    std::vector<std::int32_t> stops(config_eos_ids.begin(), config_eos_ids.end());
    for (const char* name : {"<|im_end|>", "<|endoftext|>"})
        if (const auto id = tokenizer.token_to_id(name); id && std::find(stops.begin(), stops.end(), *id) == stops.end())
            stops.push_back(*id);
    return stops;
}

}  // namespace folio::engine
