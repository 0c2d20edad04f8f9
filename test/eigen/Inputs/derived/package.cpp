#include "laser.h"
#include "radar.h"
#ifdef OPEN
#include "sonar.h"
#endif
#ifdef WIDE
#include "full.h"
#endif

Package *Package::create(const std::string &Line) {
#ifdef OPEN
  if (Line[0] == 'S')
    return new Sonar(Line, 5);
#endif
#ifdef WIDE
  if (Line[0] == 'F')
    return new Full(Line);
#endif
  if (Line[0] == 'L')
    return new Laser(Line);
  return new Radar(Line);
}
