// babylon-check CERTIFICATE: exit 0 if the certificate proves its claim, 1 at the first failing
// line, 2 if the file is malformed or unreadable.
#include <iostream>
#include <string>

#include "Check.hpp"
#include "Excerpt.hpp"

int main(int argc, char** argv) {
  std::string arg = argc == 2 ? argv[1] : "";
  if (argc != 2 || arg == "--help" || arg == "-h") {
    std::cerr << "usage: babylon-check CERTIFICATE  (format: checker/README.md)\n";
    return argc == 2 ? 0 : 2;
  }
  try {
    bcheck::Certificate c = bcheck::readCertificateFile(arg);
    bcheck::Verdict v = bcheck::check(c);
    std::cout << "babylon-check: " << bcheck::describe(v, c) << "\n";
    return v.proved ? 0 : 1;
  } catch (const bcheck::Unreadable& e) {
    std::cerr << "babylon-check: cannot read " << bcheck::excerpt(arg) << ": " << e.what() << "\n";
    return 2;
  } catch (const bcheck::Malformed& e) {
    std::cerr << "babylon-check: malformed certificate " << bcheck::excerpt(arg) << ": " << e.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "babylon-check: out of memory\n";
    return 2;
  }
}
