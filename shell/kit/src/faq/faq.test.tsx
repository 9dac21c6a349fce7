import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq as FaqContent } from '@court/contract';
import { publishedFaq } from '@court/contract/markdown';
import { createPageData, PageDataContext } from '../api/page-data';
import {
  answerEachRequestInTurn,
  expectNoAxeViolations,
  renderPage,
  standInForFetch,
} from '../testing';
import { Faq } from './faq';

const FAQ: FaqContent = {
  topics: [
    {
      heading: { en: 'Paying a fine', es: 'Pagar una multa' },
      questions: [
        {
          anchor: 'time-to-pay',
          question: { en: 'Can I have more time?', es: '¿Puedo tener más tiempo?' },
          answer: { en: 'Ask the magistrate.', es: 'Pídaselo al magistrado.' },
        },
        {
          anchor: 'late-payment',
          question: { en: 'I paid late. What now?', es: 'Pagué tarde. ¿Y ahora?' },
          answer: {
            en: 'Come to court.\n\nBring your **citation**.',
            es: 'Venga al tribunal.\n\nTraiga su **citación**.',
          },
        },
      ],
    },
    {
      heading: { en: 'Courthouse security', es: '' },
      questions: [
        {
          anchor: 'prohibited',
          question: { en: 'What may I not bring?', es: '¿Qué no puedo traer?' },
          answer: {
            en: 'These items are not allowed:\n\n- Knives\n- Scissors\n\nOther items are [held at security](/jury-service#security).',
            es: '',
          },
        },
      ],
    },
  ],
};

const fetchStandIn = standInForFetch();

function renderFaq(route = '/faq', published: unknown = publishedFaq(FAQ)) {
  return renderPage(
    <PageDataContext value={createPageData({ 'court/example-faq': published })}>
      <main>
        <h1>Questions</h1>
        <Faq
          path="court/example-faq"
          idPrefix="example"
          extras={{ 'late-payment': <p>Call the clerk.</p> }}
        />
      </main>
    </PageDataContext>,
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
    expect(security).toHaveAttribute('aria-labelledby', 'example-topic-2-heading');
    const questions = [...container.querySelectorAll('details')];
    expect(questions.map((details) => details.querySelector('summary')?.id)).toEqual([
      'time-to-pay',
      'late-payment',
      'prohibited',
    ]);
    for (const details of questions) expect(details).not.toHaveAttribute('open');
    await expectNoAxeViolations(container);
  });

  it("opens an answer: staff's paragraphs, bold, list and link, then the page's extra", async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByText('What may I not bring?'));
    const details = document.getElementById('prohibited')?.closest('details') as HTMLElement;
    expect(details).toHaveAttribute('open');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Knives', 'Scissors']);
    expect(within(details).getByRole('link', { name: 'held at security' })).toHaveAttribute(
      'href',
      '/jury-service#security',
    );
    await user.click(screen.getByText('I paid late. What now?'));
    const late = within(document.getElementById('late-payment')?.closest('details') as HTMLElement);
    expect(late.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Come to court.',
      'Bring your citation.',
      'Call the clerk.',
    ]);
    expect(late.getByText('citation').tagName).toBe('STRONG');
  });

  it('speaks Spanish under /es/ with the same anchors, and English marked where Spanish waits', async () => {
    const { container } = renderFaq('/es/faq');
    expect(screen.getByRole('heading', { level: 2, name: 'Pagar una multa' })).toBeVisible();
    expect(screen.getByText('Courthouse security')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('¿Qué no puedo traer?').closest('summary')).toHaveAttribute(
      'id',
      'prohibited',
    );
    const answer = container.querySelector('#prohibited + .court-faq__answer > [lang="en"]');
    expect(answer).toHaveTextContent('These items are not allowed:');
    expect(within(answer as HTMLElement).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/es/jury-service#security',
    );
    await expectNoAxeViolations(container);
  });

  it('never turns what staff typed into markup or a script link', () => {
    renderFaq(
      '/faq',
      publishedFaq({
        topics: [
          {
            heading: { en: 'Tricks', es: '' },
            questions: [
              {
                anchor: 'tricks',
                question: { en: '<b>Bold?</b>', es: '' },
                answer: { en: '<img src=x onerror=alert(1)> [click](javascript:alert(1))', es: '' },
              },
            ],
          },
        ],
      }),
    );
    const details = document.getElementById('tricks')?.closest('details') as HTMLElement;
    expect(details.querySelector('b, img, script')).toBeNull();
    expect(within(details).getByText('<b>Bold?</b>')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { hidden: true })).toBeNull();
    expect(details).toHaveTextContent('<img src=x onerror=alert(1)> click');
  });

  it('says the questions are loading until the FAQ arrives', () => {
    fetchStandIn.mockReturnValue(new Promise<Response>(() => {}));
    renderPage(<Faq path="court/example-faq" idPrefix="example" />, { route: '/faq' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questions…');
  });

  it('when the FAQ cannot come, says so with the court’s phone, and asks again on Try again', async () => {
    answerEachRequestInTurn(
      fetchStandIn,
      [503, { error: 'unavailable', requestId: 'r-1' }],
      [200, publishedFaq(FAQ)],
    );
    renderPage(<Faq path="court/example-faq" idPrefix="example" />, { route: '/es/faq' });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Para hacer su pregunta, llame al tribunal:');
    expect(within(warning).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
