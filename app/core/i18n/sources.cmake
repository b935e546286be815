# The interface language: Folio's own translations (embedded .qm files) and Qt's.
set(FOLIO_CORE_I18N_SOURCES i18n/interface_language.h i18n/interface_language.cpp
  i18n/ocrlanguages.h i18n/ocrlanguages.cpp)
