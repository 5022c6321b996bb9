/**
 * selah/interface-text: the words of the web app's interface go through the message catalog
 * (web/src/i18n, docs/decisions/036), never straight into JSX. It reports text between tags and
 * the text attributes people read or hear (aria-label, placeholder, title, alt, label…) when they
 * are written as literals with letters in them. Punctuation, numbers and symbols may stay.
 */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'heading',
  'lead',
  'eyebrow',
  'hint',
  'emptyText',
  'message',
  'actionLabel',
]);
const hasWords = (text) => /\p{L}{2,}/u.test(text);
const message = "Interface text goes through the message catalog: t('area.id') from @/i18n/t (docs/decisions/036).";

const interfaceText = {
  meta: { type: 'problem', schema: [], messages: { literal: message } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!readAttributes.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && hasWords(node.value.value)) report(node.value);
      },
      // Shown text: a string (or template) a JSX child or a read attribute ends in, also through `a ? 'x' : 'y'` and `a && 'x'`.
      'Literal, TemplateLiteral'(node) {
        const words =
          node.type === 'Literal'
            ? typeof node.value === 'string' && hasWords(node.value)
            : node.quasis.some((q) => hasWords(q.value.cooked ?? ''));
        if (!words) return;
        let child = node;
        let up = node.parent;
        while ((up.type === 'ConditionalExpression' && up.test !== child) || up.type === 'LogicalExpression') {
          child = up;
          up = up.parent;
        }
        if (up.type !== 'JSXExpressionContainer') return;
        const host = up.parent;
        if (host.type === 'JSXElement' || host.type === 'JSXFragment') report(node);
        // A literal written straight into an attribute is the JSXAttribute visitor's.
        else if (host.type === 'JSXAttribute' && readAttributes.has(host.name.name)) report(node);
      },
    };
  },
};

export const interfaceTextPlugin = { rules: { 'interface-text': interfaceText } };
