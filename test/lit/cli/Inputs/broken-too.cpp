// A second file that does not compile, for the order of notifications.
int g() { return undeclared; }
