#!/usr/bin/env python3
"""Unit test of the public-corpus runner's pure parts (test/corpus/run.py) on a
tiny fake checkout made in a temporary directory: edits, classification of
findings, the model-file filter of the dump. Needs neither shapecheck nor
LibTorch nor a checkout."""
import importlib.util
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("corpus_run", os.path.join(HERE, "run.py"))
corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus)
realcode = corpus.realcode


def finding(file, line, message="m"):
    return {"file": file, "line": line, "column": 1, "level": "error",
            "rule": "shape-mismatch", "message": message}


class RunnerTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="corpus-test-")
        self.checkout = os.path.join(self.tmp, "owner+name")
        os.makedirs(os.path.join(self.checkout, "proj", "src"))
        os.makedirs(os.path.join(self.checkout, ".git"))
        with open(os.path.join(self.checkout, "proj", "src", "model.cpp"), "w") as f:
            f.write("int a = f(x);\nint b = f(x);\nint c = g(y);\n")
        self.work = os.path.join(self.tmp, "work")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def prepare(self):
        realcode.prepare(os.path.join(self.checkout, "proj"), self.work,
                         {"tus": ["src/model.cpp"]}, ["-std=c++17"], type(
                             "A", (), {"clang": "clang++-19"})(),
                         ignore=shutil.ignore_patterns(".git"))

    def read(self):
        with open(os.path.join(self.work, "src", "model.cpp")) as f:
            return f.read()

    def test_edits_in_order(self):
        self.prepare()
        self.assertTrue(os.path.exists(os.path.join(self.work, "compile_commands.json")))
        corpus.apply_edits(self.work, [
            {"id": "a", "file": "src/model.cpp", "find": "g(y)", "replace": "g(z)"},
            {"id": "b", "file": "src/model.cpp", "find": "g(z)", "replace": "h(z)"}])
        self.assertEqual(self.read(), "int a = f(x);\nint b = f(x);\nint c = h(z);\n")

    def test_sync_writes_only_what_differs(self):
        stage = os.path.join(self.tmp, "stage")
        os.makedirs(os.path.join(stage, "src"))
        for name, text in (("a.h", "A\n"), ("src/b.cpp", "B\n"), ("gone.h", "G\n")):
            with open(os.path.join(stage, name), "w") as f:
                f.write(text)
        corpus.sync_tree(stage, self.work)
        old = {n: os.stat(os.path.join(self.work, n)).st_mtime_ns for n in ("a.h", "src/b.cpp")}
        os.remove(os.path.join(stage, "gone.h"))
        with open(os.path.join(stage, "src/b.cpp"), "w") as f:
            f.write("C\n")
        # Rewritten with the same bytes: stays as it was in work.
        with open(os.path.join(stage, "a.h"), "w") as f:
            f.write("A\n")
        os.utime(os.path.join(self.work, "src/b.cpp"), ns=(0, 0))
        corpus.sync_tree(stage, self.work)
        self.assertEqual(os.stat(os.path.join(self.work, "a.h")).st_mtime_ns, old["a.h"])
        with open(os.path.join(self.work, "src/b.cpp")) as f:
            self.assertEqual(f.read(), "C\n")
        self.assertNotEqual(os.stat(os.path.join(self.work, "src/b.cpp")).st_mtime_ns, 0)
        self.assertFalse(os.path.exists(os.path.join(self.work, "gone.h")))

    def test_find_must_be_unique(self):
        self.prepare()
        with self.assertRaises(corpus.SuiteError):
            corpus.apply_edits(self.work, [
                {"id": "dup", "file": "src/model.cpp", "find": "f(x)", "replace": "f(y)"}])
        with self.assertRaises(corpus.SuiteError):
            corpus.apply_edits(self.work, [
                {"id": "none", "file": "src/model.cpp", "find": "q(x)", "replace": "f(y)"}])

    def test_edit_keeps_line_count(self):
        self.prepare()
        with self.assertRaises(corpus.SuiteError):
            corpus.apply_edits(self.work, [
                {"id": "nl", "file": "src/model.cpp", "find": "g(y);",
                 "replace": "g(y);\nint d = 0;"}])

    def test_annotation_ids(self):
        edits = corpus.annotation_edits({"annotations": [
            {"file": "a", "find": "x", "replace": "y"}, {"file": "a", "find": "u", "replace": "v"}]})
        self.assertEqual([e["id"] for e in edits], ["annotation 0", "annotation 1"])

    def test_classify(self):
        clean = [finding("src/main.cpp", 5, "old")]
        found = [finding("src/main.cpp", 9, "old"), finding("src/model.cpp", 3, "new")]
        new = realcode.new_findings(found, clean)
        self.assertEqual(new, [finding("src/model.cpp", 3, "new")])
        self.assertEqual(realcode.classify_mutation(new, "src/model.cpp:3"), "caught")
        self.assertEqual(realcode.classify_mutation(new, "src/model.cpp:4"), "elsewhere")
        self.assertEqual(realcode.classify_mutation([], "src/model.cpp:3"), "missed")
        self.assertEqual(corpus.classify_neutral([]), "clean")
        self.assertEqual(corpus.classify_neutral(new), "false-positive")

    def test_model_dump_and_locals(self):
        self.prepare()
        w = self.work
        dump = "\n".join([
            "%s/src/model.cpp:2:5: 'h': Float[b 500]" % w,
            "%s/src/model.cpp:3:5: 'y': Float[b ?]" % w,
            "%s/src/model.cpp:1:1: 'forward': (x: Float[b 784]) -> Float[b 10]" % w,
            "%s/src/main.cpp:7:5: 'out': Float[100 10]" % w,
            "/usr/include/torch/x.h:1:1: 't': Float[3]"])
        md = corpus.model_dump(dump, w, ["src/model.cpp"])
        self.assertEqual(len(md.splitlines()), 3)
        self.assertEqual(realcode.count_locals(md, w), (1, 2))

    def test_tally(self):
        res = {"mutations": [{"status": "caught"}, {"status": "missed"},
                             {"status": "elsewhere"}],
               "neutral": [{"findings": [1]}, {"findings": []}],
               "clean_findings": [1], "unannotated_findings": [1, 2],
               "known": 3, "locals": 4, "suite_errors": []}
        t = corpus.tally([res, res])
        self.assertEqual((t["mutations"], t["caught"], t["elsewhere"], t["missed"]), (6, 2, 2, 2))
        self.assertEqual((t["fp_annotated"], t["fp_unannotated"], t["fp_neutral"]), (2, 4, 2))
        self.assertEqual((t["known"], t["locals"]), (6, 8))


if __name__ == "__main__":
    unittest.main()
