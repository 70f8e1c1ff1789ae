// The sites' CSP forbids style="" attributes in HTML (style-src-attr 'none').
// A React `style` prop is fine in the browser (React sets it through the
// CSSOM, which the CSP allows) but prerendering writes it as an attribute.
// So the prerendered HTML carries each such style as a class whose rule goes
// into the nonce'd <style> instead; `!important` keeps the inline style's
// precedence. Hydration leaves both the class and the missing attribute
// alone, and React sets the style itself at its next update of that element.

function hashOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function importantDeclarations(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => (/!important$/i.test(declaration) ? declaration : `${declaration} !important`))
    .join(';');
}

export interface HoistedStyles {
  html: string;
  /** Rules for the classes that replace the attributes ('' when none). */
  css: string;
}

export function hoistStyleAttributes(html: string): HoistedStyles {
  const rules = new Map<string, string>();
  const out = html.replace(/<([a-zA-Z][\w-]*)(\s[^>]*?)?(\/?)>/g, (tag, name: string, attributes: string | undefined, selfClosing: string) => {
    const style = attributes ? /\sstyle="([^"]*)"/.exec(attributes) : null;
    if (!attributes || !style) return tag;
    const declarations = importantDeclarations(decodeAttribute(style[1] ?? ''));
    const className = `ps-${hashOf(declarations)}`;
    rules.set(className, declarations);
    let rest = attributes.replace(style[0], '');
    rest = /\sclass="/.test(rest) ? rest.replace(/\sclass="([^"]*)"/, (_m, classes: string) => ` class="${classes} ${className}"`) : `${rest} class="${className}"`;
    return `<${name}${rest}${selfClosing}>`;
  });
  const css = [...rules].map(([className, declarations]) => `.${className}{${declarations}}`).join('');
  return { html: out, css };
}
