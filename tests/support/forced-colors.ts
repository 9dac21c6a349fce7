import type { Page } from '@playwright/test';

/**
 * Runs in the page, with forced colours on: what a Windows high-contrast user would not see.
 * Forced colours replace every author colour with the user's few system colours, remove box
 * shadows and paint backgrounds in Canvas, so a control drawn only by its background or shadow
 * vanishes, and an icon painted with a fixed colour may vanish against the user's Canvas.
 *
 * - Controls: each visible control shows something: a border or outline all round, or text,
 *   or an image. Fields need the border; a button showing only text must still look like a
 *   control (underlined or in a link's colour), not like the text around it.
 * - Layers (dialogs, the mobile menu, toasts) floating over the page keep an edge all round.
 * - Icons: a CSS mask icon is painted in a colour that stands out from what is behind it; an
 *   inline SVG's shapes are painted in currentColor (they follow the forced text colour), or a
 *   `@media (forced-colors: active)` rule paints them. SVGs that opt out with
 *   `forced-color-adjust: none` keep their own colours on purpose (the QR code) and are skipped.
 */
export function inspectForcedColors(): string[] {
  type Rgba = [number, number, number, number];
  const problems: string[] = [];

  function describe(element: Element): string {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      '';
    const className =
      typeof element.className === 'string' && element.classList[0]
        ? `.${element.classList[0]}`
        : '';
    return `<${element.tagName.toLowerCase()}>${className} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  }

  function parseColor(value: string): Rgba | null {
    const parts = /^rgba?\(([^)]+)\)$/.exec(value.trim())?.[1]?.split(/[\s,/]+/);
    if (!parts || parts.length < 3) return null;
    const [red, green, blue, alpha] = parts.map(Number);
    if (red === undefined || green === undefined || blue === undefined) return null;
    return [red, green, blue, alpha ?? 1];
  }

  function luminance([red, green, blue]: Rgba): number {
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  }

  function contrast(first: Rgba, second: Rgba): number {
    const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
    return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
  }

  function systemColor(name: string): string {
    const probe = document.createElement('span');
    probe.style.color = name;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }
  const canvas = parseColor(systemColor('Canvas')) ?? [255, 255, 255, 1];
  const canvasText = systemColor('CanvasText');

  /** The colour painted behind an element: the nearest opaque background, or Canvas. */
  function backdropOf(element: Element): Rgba {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = parseColor(getComputedStyle(node).backgroundColor);
      if (color && color[3] >= 1) return color;
    }
    return canvas;
  }

  /** Whether a paint shows against the backdrop: opaque enough and 3:1 (WCAG 1.4.11). */
  function shows(paint: string, backdrop: Rgba): boolean {
    const color = parseColor(paint);
    return color !== null && color[3] > 0.5 && contrast(color, backdrop) >= 3;
  }

  function isShown(element: Element): boolean {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    // Off the page or clipped to nothing: visually hidden on purpose (usa-sr-only, a honeypot,
    // the skip link until it has focus).
    if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') {
        return false;
      }
    }
    return true;
  }

  const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
  /** A border on every side, or an outline, that stands out from the backdrop. */
  function hasEdge(style: CSSStyleDeclaration, backdrop: Rgba): boolean {
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      shows(style.outlineColor, backdrop);
    const bordered = SIDES.every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
        !['none', 'hidden'].includes(
          style.getPropertyValue(`border-${side.toLowerCase()}-style`),
        ) &&
        shows(style.getPropertyValue(`border-${side.toLowerCase()}-color`), backdrop),
    );
    return outlined || bordered;
  }

  /** Text a sighted person sees in the element, with the colour it is painted in. */
  function visibleText(element: Element): { text: string; color: string; underlined: boolean }[] {
    const found: { text: string; color: string; underlined: boolean }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent?.trim();
      if (!owner || !text || !isShown(owner)) continue;
      const style = getComputedStyle(owner);
      // Underlines are drawn by the element that declares them, which may be an ancestor.
      let underlined = false;
      for (let node2: Element | null = owner; node2 && !underlined; node2 = node2.parentElement) {
        underlined = getComputedStyle(node2).textDecorationLine.includes('underline');
        if (node2 === element) break;
      }
      found.push({ text, color: style.color, underlined });
    }
    return found;
  }

  // Controls.
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex^="-"])';
  const INPUT_BUTTONS = 'input[type="button"], input[type="submit"], input[type="reset"]';
  const FIELDS = `input:not(${INPUT_BUTTONS}), select, textarea`;
  const BUTTONS = `button, ${INPUT_BUTTONS}, [role="button"], summary`;
  for (const control of document.querySelectorAll(CONTROLS)) {
    // USWDS hides checkboxes and radios and draws them on their labels' ::before.
    let target: Element = control;
    let drawn: CSSStyleDeclaration = getComputedStyle(control);
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio') &&
      !control.checkVisibility({ opacityProperty: true }) &&
      control.labels?.[0]
    ) {
      target = control.labels[0];
      drawn = getComputedStyle(target, '::before');
    }
    if (!isShown(target)) continue;
    const backdrop = backdropOf(target.parentElement ?? target);
    if (hasEdge(drawn, backdrop)) continue;
    const name = describe(control);
    if (control.matches(FIELDS)) {
      problems.push(`${name} has no edge in forced colours: nobody can see where to type`);
      continue;
    }
    const drawnStyle = getComputedStyle(control);
    const texts = (
      control.matches(INPUT_BUTTONS)
        ? [
            {
              text: (control as HTMLInputElement).value,
              color: drawnStyle.color,
              underlined: false,
            },
          ]
        : visibleText(control)
    ).filter(({ text, color }) => text.trim() !== '' && shows(color, backdrop));
    const hasImage = [...control.querySelectorAll('img, svg')].some(isShown);
    if (texts.length === 0 && !hasImage) {
      problems.push(`${name} shows nothing in forced colours`);
      continue;
    }
    // Links are painted in LinkText by forced colours; a button looking like plain text is not.
    // (A scrolling table, focusable to scroll by keyboard, is content rather than a control.)
    const looksInteractive =
      hasImage || texts.some(({ color, underlined }) => underlined || color !== canvasText);
    if (control.matches(BUTTONS) && !looksInteractive) {
      problems.push(
        `${name} looks like plain text in forced colours: no border, underline or link colour`,
      );
    }
  }

  // Layers over the page.
  const LAYERS = 'dialog[open], .court-navbar__nav--open, .Toastify__toast';
  for (const layer of document.querySelectorAll(LAYERS)) {
    if (!isShown(layer)) continue;
    if (!hasEdge(getComputedStyle(layer), canvas)) {
      problems.push(`${describe(layer)} floats over the page with no edge in forced colours`);
    }
  }

  // Mask icons (USWDS's external-link and alert icons): painted by their background colour.
  for (const element of document.body.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.maskImage === 'none' || (pseudo && style.content === 'none')) continue;
      if (style.display === 'none' || !isShown(element)) continue;
      if (!shows(style.backgroundColor, backdropOf(element))) {
        problems.push(
          `the icon of ${describe(element)}${pseudo ?? ''} is painted ${style.backgroundColor}, lost on its background in forced colours`,
        );
      }
    }
  }

  // Inline SVG icons.
  const forcedRules: string[] = [];
  function collectForcedRules(rules: CSSRuleList, forced: boolean): void {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const isForced =
          rule instanceof CSSMediaRule && /forced-colors:\s*active/.test(rule.conditionText);
        collectForcedRules(rule.cssRules, forced || isForced);
      } else if (
        forced &&
        rule instanceof CSSStyleRule &&
        (rule.style.fill !== '' || rule.style.stroke !== '')
      ) {
        forcedRules.push(rule.selectorText);
      }
    }
  }
  for (const sheet of document.styleSheets) {
    try {
      collectForcedRules(sheet.cssRules, false);
    } catch {
      // Another origin's sheet: the site serves none.
    }
  }
  const SENTINEL = 'rgb(1, 2, 3)';
  const SHAPES = 'path, circle, ellipse, line, polyline, polygon, rect, text, use';
  for (const svg of document.querySelectorAll('svg')) {
    if (!isShown(svg) || getComputedStyle(svg).forcedColorAdjust === 'none') continue;
    // currentColor follows a colour set on the SVG; a fixed colour stays what it was.
    const inline = svg.style.getPropertyValue('color');
    const priority = svg.style.getPropertyPriority('color');
    svg.style.setProperty('color', SENTINEL, 'important');
    const fixed = [...svg.querySelectorAll(SHAPES)].filter((shape) => {
      if (shape.closest('defs, clipPath, mask, pattern, marker, symbol')) return false;
      const style = getComputedStyle(shape);
      const painted = [style.fill, style.stroke].filter(
        (paint) => paint !== 'none' && parseColor(paint)?.[3] !== 0,
      );
      if (painted.every((paint) => paint === SENTINEL)) return false;
      return !forcedRules.some((selector) => shape.matches(selector) || svg.matches(selector));
    });
    svg.style.setProperty('color', inline, priority);
    if (fixed.length > 0) {
      const owner = svg.closest(CONTROLS) ?? svg.parentElement ?? svg;
      problems.push(
        `an SVG in ${describe(owner)} paints ${fixed.length} shape(s) in a fixed colour, not currentColor`,
      );
    }
  }
  return problems;
}

/** What forced colours hide on the page as it is now. */
export function forcedColorProblems(page: Page): Promise<string[]> {
  return page.evaluate(inspectForcedColors);
}
