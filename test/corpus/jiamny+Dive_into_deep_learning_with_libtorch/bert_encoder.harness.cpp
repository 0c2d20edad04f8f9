// Our own driver: the repository's main for this section (a BERTEncoder, a
// MaskLM and a NextSentencePred on random tokens) uses no data files, so it
// is run as it is, under another name.
#define main sc_repo_main
#include "14_NLP_pretraining/BERT.cpp"
#undef main
int main() { return sc_repo_main(); }
