# Languages: the interface's (Folio's own translations, embedded .qm files, and Qt's), the OCR
# hints, and the language a page's text is in (exports, spell checking).
set(FOLIO_CORE_I18N_SOURCES i18n/interface_language.h i18n/interface_language.cpp
  i18n/ocrlanguages.h i18n/ocrlanguages.cpp
  i18n/textlanguage.h i18n/textlanguage.cpp
  i18n/systemerror.h i18n/systemerror.cpp)
