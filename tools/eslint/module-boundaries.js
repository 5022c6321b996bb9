// Lint rule: a module (server/src/modules/<m>) or feature (web/src/features/<f>) is entered only
// through its front door. Server code outside a module imports only its index.ts; web features
// never import each other (pages in web/src/app compose them); platform/ never imports a module.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serverModules = path.join(root, 'server/src/modules');
const serverPlatform = path.join(root, 'server/src/platform');
const webSrc = path.join(root, 'web/src');
const webFeatures = path.join(webSrc, 'features');

/** The first folder below `base` that `file` sits in, or null when it is not below `base`. */
function unitOf(base, file) {
  const rel = path.relative(base, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [unit, ...rest] = rel.split(path.sep);
  return rest.length ? unit : null;
}

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  return null;
}

function violation(file, target) {
  const targetModule = unitOf(serverModules, target);
  if (targetModule) {
    const own = unitOf(serverModules, file);
    if (own === targetModule) return null;
    if (path.relative(serverPlatform, file).startsWith('..') === false) {
      return `platform/ must not depend on a module ("${targetModule}"): pass what it needs in instead.`;
    }
    const index = path.join(serverModules, targetModule, 'index.ts');
    if (target === index || target === path.join(serverModules, targetModule)) return null;
    return `Import module "${targetModule}" through its index.ts, not its internals (${path.relative(root, target)}).`;
  }
  const targetFeature = unitOf(webFeatures, target);
  if (targetFeature) {
    const own = unitOf(webFeatures, file);
    if (own && own !== targetFeature) {
      return `Feature "${own}" must not import feature "${targetFeature}": compose them in a page under web/src/app.`;
    }
  }
  return null;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules and features are entered only through their public index' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target) return;
      const message = violation(file, target);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
    };
  },
};

export const selahPlugin = { rules: { 'module-boundaries': moduleBoundaries } };
