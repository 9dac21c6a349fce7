import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslations } from '../i18n/i18n';
import { expectNoAxeViolations, renderPage } from '../testing';
import { Faq, type FaqSection } from './faq';

const en = {
  sections: { paying: 'Paying a fine', security: 'Courthouse security' },
  questions: {
    timeToPay: { question: 'Can I have more time?', answer: ['Ask the magistrate.'] },
    latePayment: {
      question: 'I paid late. What now?',
      answer: ['Come to court.', 'Bring your citation.'],
    },
    prohibitedItems: {
      question: 'What may I not bring?',
      answer: ['These items are not allowed:'],
      list: ['Knives', 'Scissors'],
      after: ['Other items are held at security.'],
    },
  },
};

const es = {
  sections: { paying: 'Pagar una multa', security: 'Seguridad en el tribunal' },
  questions: {
    timeToPay: { question: '¿Puedo tener más tiempo?', answer: ['Pídaselo al magistrado.'] },
    latePayment: {
      question: 'Pagué tarde. ¿Y ahora?',
      answer: ['Venga al tribunal.', 'Traiga su citación.'],
    },
    prohibitedItems: {
      question: '¿Qué no puedo traer?',
      answer: ['Estos objetos no se permiten:'],
      list: ['Cuchillos', 'Tijeras'],
      after: ['Los demás objetos se guardan en el control de seguridad.'],
    },
  },
};

registerTranslations('faq-example', { en, es });

type Key = keyof typeof en.questions;

const SECTIONS: readonly FaqSection<Key>[] = [
  { key: 'paying', questions: [{ key: 'timeToPay' }, { key: 'latePayment' }] },
  { key: 'security', questions: [{ key: 'prohibitedItems', anchor: 'prohibited' }] },
];

function renderFaq(route = '/faq') {
  return renderPage(
    <main>
      <h1>Questions</h1>
      <Faq
        namespace="faq-example"
        answers={en.questions}
        sections={SECTIONS}
        idPrefix="example"
        extras={{ latePayment: <p>Call the clerk.</p> }}
      />
    </main>,
    { route },
  );
}

describe('Faq', () => {
  it('groups closed questions under their topics, each with its anchor', async () => {
    const { container } = renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Paying a fine',
      'Courthouse security',
    ]);
    const security = screen.getByRole('region', { name: 'Courthouse security' });
    expect(security).toHaveAttribute('aria-labelledby', 'example-security-heading');
    const questions = [...container.querySelectorAll('details')];
    expect(questions.map((details) => details.id)).toEqual([
      'time-to-pay',
      'late-payment',
      'prohibited',
    ]);
    for (const details of questions) expect(details).not.toHaveAttribute('open');
    await expectNoAxeViolations(container);
  });

  it('opens an answer: its paragraphs, list, closing paragraphs and extra, in order', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByText('What may I not bring?'));
    const details = document.getElementById('prohibited');
    expect(details).toHaveAttribute('open');
    expect(details?.querySelector('.court-faq__answer')?.textContent).toBe(
      'These items are not allowed:KnivesScissorsOther items are held at security.',
    );
    await user.click(screen.getByText('I paid late. What now?'));
    const late = within(document.getElementById('late-payment') as HTMLElement);
    expect(late.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Come to court.',
      'Bring your citation.',
      'Call the clerk.',
    ]);
  });

  it('speaks Spanish under /es/ with the same anchors', async () => {
    const { container } = renderFaq('/es/faq');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Seguridad en el tribunal' }),
    ).toBeVisible();
    expect(screen.getByText('¿Qué no puedo traer?').closest('details')).toHaveAttribute(
      'id',
      'prohibited',
    );
    expect(
      within(document.getElementById('prohibited') as HTMLElement).getByText('Tijeras'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
