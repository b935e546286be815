// Where config.json and the checkpoint disagree, the config field is the likelier culprit (a
// config copied from another model size): name it instead of a cascade of shape errors.
#pragma once

#include "loading/model_config.h"
#include "loading/safetensors.h"

namespace folio::engine {

// Throws Error "config.json: field 'text_config.hidden_size' is 1024, but model.safetensors ..."
// for the first contradiction it can attribute to one field; silent when it cannot tell.
void check_config_against_checkpoint(const ModelConfig& config, const SafetensorsArchive& archive);

}  // namespace folio::engine
