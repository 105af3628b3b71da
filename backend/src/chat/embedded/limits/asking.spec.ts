import { questionLast } from './asking.js';

describe('questionLast: a reply that asks ends with its question', () => {
  it('leaves out "I changed nothing." after the question', () => {
    expect(
      questionLast(
        'Several lines on your list match "butter": Butter (1) or Peanut butter (1). Which one should I take off? I changed nothing.',
      ),
    ).toBe('Several lines on your list match "butter": Butter (1) or Peanut butter (1). Which one should I take off?');
    expect(questionLast('Which one: Parmesan cheese or Swiss cheese? Nothing else was changed.')).toBe(
      'Which one: Parmesan cheese or Swiss cheese?',
    );
  });
  it('leaves a reply that does not ask, or already ends with its question, as it is', () => {
    expect(questionLast('Removed butter from your grocery list.')).toBe('Removed butter from your grocery list.');
    expect(questionLast('Is that right? Say yes. I changed nothing.')).toBe('Is that right? Say yes. I changed nothing.');
    expect(questionLast('I changed nothing. Which day?')).toBe('I changed nothing. Which day?');
  });
  it('a question quoting an example with "e.g." stays whole', () => {
    expect(
      questionLast('I couldn\'t tell the number. Could you say it again, e.g. "set my calorie goal to 2000"? I changed nothing.'),
    ).toBe('I couldn\'t tell the number. Could you say it again, e.g. "set my calorie goal to 2000"?');
  });
});
