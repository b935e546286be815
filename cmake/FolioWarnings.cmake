# Warnings on everywhere; our own targets call folio_target_defaults().
function(folio_target_defaults target)
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wno-unused-parameter>)
endfunction()

# ASan+UBSan for the Qt-side code (engine excluded: libtorch is not built with them).
function(folio_sanitize target)
  if(FOLIO_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
endfunction()
