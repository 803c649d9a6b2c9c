// No import cycle among the project's modules, type imports counted (a cycle of types is a
// tangle too): cruised with TypeScript's type-only imports kept (.dependency-cruiser.cjs drops
// them, as the compiled code does), with its options otherwise.
const base = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "No import cycle among the project's modules (type imports count).",
      from: { path: "^(app|components|lib|cli|i18n)/" },
      to: { circular: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: true },
};
