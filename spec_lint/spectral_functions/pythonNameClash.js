// Spectral custom function (used by .spectral.yaml): operationIds whose generated Python names
// clash. openapi-python-client names each function module after the snake_case of its
// operationId, so `createPost` and `create_post` would overwrite one another.
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function snakeCase(name) {
  return name.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toLowerCase();
}

export default function pythonNameClash(paths) {
  const results = [];
  const firstUse = new Map();
  if (paths === null || typeof paths !== "object") {
    return results;
  }
  for (const [path, item] of Object.entries(paths)) {
    if (item === null || typeof item !== "object") continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || typeof operation.operationId !== "string") continue;
      const pythonName = snakeCase(operation.operationId);
      const where = `${method.toUpperCase()} ${path}`;
      if (firstUse.has(pythonName)) {
        results.push({
          message: `operationId '${operation.operationId}' becomes the Python name '${pythonName}', as the one of ${firstUse.get(pythonName)} does`,
          path: ["paths", path, method, "operationId"],
        });
      } else {
        firstUse.set(pythonName, where);
      }
    }
  }
  return results;
}
