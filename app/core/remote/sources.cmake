# Remote OpenAI-compatible backend and the server side of folio serve (paths relative to app/core).
set(FOLIO_CORE_REMOTE_SOURCES
  remote/apierror.h remote/apierror.cpp
  remote/httprequesthead.h remote/httprequesthead.cpp
  remote/httpserver.h remote/httpserver.cpp
  remote/openaiprotocol.h remote/openaiprotocol.cpp
  remote/imagedataurl.h remote/imagedataurl.cpp
  remote/sseparser.h remote/sseparser.cpp
  remote/stopstrings.h remote/stopstrings.cpp
  remote/servermetrics.h remote/servermetrics.cpp
  remote/openaiserver.h remote/openaiserver.cpp
  remote/remotebackend.h remote/remotebackend.cpp)
