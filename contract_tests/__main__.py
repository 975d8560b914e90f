"""`python -m contract_tests`: run the contract suite (see contract_tests/README.md)."""

from contract_tests.cli import main

raise SystemExit(main())
