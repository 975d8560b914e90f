"""`python -m generator.docs [--check]`: build (or check) reference_server/static/docs.html."""

import sys

from generator.docs.page import main

sys.exit(main())
