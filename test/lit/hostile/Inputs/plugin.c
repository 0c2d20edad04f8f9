/* A "plugin" that announces its loading: when the shared library is loaded
   into a process, it creates the file named by $PLUGIN_MARK. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

__attribute__((constructor)) static void announce(void) {
  const char *Mark = getenv("PLUGIN_MARK");
  if (Mark) {
    int FD = open(Mark, O_CREAT | O_WRONLY, 0644);
    if (FD >= 0)
      close(FD);
  }
}
