# Page layout: grounding output parsed into blocks, text placed on the page (paths relative to app/core).
set(FOLIO_CORE_LAYOUT_SOURCES
  layout/layoutblock.h
  layout/groundingparser.h layout/groundingparser.cpp
  layout/textlayout.h layout/textlayout.cpp
  layout/modelprofile.h layout/modelprofile.cpp
  layout/layoutjson.h layout/layoutjson.cpp)
