// The members of a class template's instance that the file never calls are
// instantiated after the file is parsed (TemplateMembers.h). One whose body
// needs a builtin that the file did not use yet (an implicit copy
// assignment copies an array member with `__builtin_memcpy`, as in
// OpenCV's cv::Matx) declares it then, in the TU's scope: before, that
// scope was gone and shapecheck crashed on every file including
// <opencv2/core.hpp>.
//
// RUN: %shapecheck %s -- -std=c++17 | FileCheck %s --allow-empty
// --implicit-check-not='{{warning|error}}:' CHECK-NOT: {{.}}

struct Name {
  Name &operator=(const Name &);
};

struct Cells {
  Name Label;
  int Data[16];
};

template <typename T> struct Table {
  Cells C;
  T Extra;
  void assign(const Table &O) { C = O.C; }
};

struct Holder : Table<int> {
  Holder();
};

Holder::Holder() {}
