import { screen } from '@testing-library/react';
import { COURT_INFO, telHref } from '@court/contract';
import { expectNoAxeViolations, renderPage, expectCourtNamedAsPublished } from '@court/kit/testing';
import AccessibilityPage from './accessibility-page';

describe('accessibility statement', () => {
  it('names the court as it published its name, in both languages', () => {
    expectCourtNamedAsPublished(<AccessibilityPage />, '/accessibility');
    expectCourtNamedAsPublished(<AccessibilityPage />, '/es/accessibility');
  });

  it('states the target, the testing, the limits and how to report a barrier', async () => {
    const { container } = renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Accessibility Statement | Canton Municipal Court');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our goal',
      'How we test the site',
      'Known limitations',
      'Report a barrier or ask for an accommodation',
      'How quickly we respond',
      'Date of this statement',
    ]);
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    for (const tested of [
      /keyboard alone/,
      /make sense to screen readers/,
      /checker axe/,
      /400%/,
      /320 pixels/,
      /high-contrast mode/,
      /reduce motion/,
      /voice control with the words it shows/,
      /spacing of lines, paragraphs, letters and words/,
      /People also check the site/,
    ]) {
      expect(screen.getByText(tested)).toBeInTheDocument();
    }
    expect(screen.getByText(/ask us for an accessible copy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );
    expect(screen.getByRole('link', { name: COURT_INFO.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${COURT_INFO.contactEmail}`,
    );
    expect(screen.getByText(/In person:/)).toHaveTextContent(COURT_INFO.street);
    expect(screen.getByText(/within 5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/prepared on November 22, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'interpreter request' })).toHaveAttribute(
      'href',
      '/interpreter',
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<AccessibilityPage />, { route: '/es/accessibility' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Limitaciones conocidas' })).toBeInTheDocument();
    expect(screen.getByText(/se preparó el 22 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Por correo electrónico:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'solicitud de intérprete' })).toHaveAttribute(
      'href',
      '/es/interpreter',
    );
    await expectNoAxeViolations(container);
  });
});
