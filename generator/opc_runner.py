"""Run openapi-python-client and render the façade's templates with the tool's own environment.

Contract: `python -m generator.opc_runner VIEW CONFIG TEMPLATES OUTPUT NAMES` does what
`openapi-python-client generate --meta none --overwrite --fail-on-warning` does (parse VIEW with
the tool's config, render its known templates with TEMPLATES in front, run its post-hooks) and
then renders the templates the tool has no slot for, with the same Jinja environment, the
same parsed endpoints and the same filters: `resource.py.jinja` once per tag into
`resources/<module>.py`, and each `EXTRA_MODULES` template into the package. NAMES (JSON,
written by `openapi_client_stage`) is handed to every template as globals: `client_names`
(resources, methods, fields, parameters). Exit status 1, with the tool's messages, when the
tool reports any error or warning: nothing may be skipped.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

#: Façade and runtime templates rendered once each: template name -> file in the package.
EXTRA_MODULES = {
    "resources_init.py.jinja": "resources/__init__.py",
    "retries.py.jinja": "retries.py",
    "webhooks.py.jinja": "webhooks.py",
    "sdk.py.jinja": "sdk.py",
}


def main(argv: list[str]) -> int:
    import yaml
    from openapi_python_client import Project
    from openapi_python_client.config import Config, ConfigFile, MetaType
    from openapi_python_client.parser import GeneratorData
    from openapi_python_client.parser.errors import GeneratorError

    view, config_path, templates, output, names_path = (Path(a) for a in argv)
    config = Config.from_sources(
        ConfigFile.load_from_path(config_path), MetaType.NONE, view, "utf-8", True, output
    )
    document = yaml.safe_load(view.read_text(encoding="utf-8"))
    openapi = GeneratorData.from_dict(document, config=config)
    if isinstance(openapi, GeneratorError):
        print(f"{openapi.header}: {openapi.detail}", file=sys.stderr)
        return 1
    project = Project(openapi=openapi, config=config, custom_template_path=templates)
    names = json.loads(names_path.read_text(encoding="utf-8"))
    project.env.globals["client_names"] = names
    errors = list(project.build())
    if errors:
        for error in errors:
            print(f"{error.level.name}: {error.header}: {error.detail}", file=sys.stderr)
        return 1
    package = project.package_dir
    (package / "resources").mkdir()
    resource = project.env.get_template("resource.py.jinja")
    for tag, collection in openapi.endpoint_collections_by_tag.items():
        module = names["resources"][tag]["module"]
        text = resource.render(endpoint_collection=collection, tag=tag)
        (package / "resources" / f"{module}.py").write_text(text, encoding="utf-8")
    for template, target in EXTRA_MODULES.items():
        text = project.env.get_template(template).render()
        (package / target).write_text(text, encoding="utf-8")
    for command in config.post_hooks:  # the new files get the tool's formatting too
        subprocess.run(command, shell=True, cwd=package, check=True, capture_output=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
