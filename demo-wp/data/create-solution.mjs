// The studio's 'Создадим решение' promo options (SPEC 3 create_solution): ONE site-wide setting in
// WordPress, not a field of each case, so every GET /portfolio/{slug} answers this same object.
// The create_solutions block of a case (SPEC 2.9) shows it next to one of the four promos.

export const CREATE_SOLUTION = {
  bg_color: '#0d0d0d',
  text_color: '#ffffff',
  title: 'Создадим сайт',
  title_span: 'для вашего бизнеса',
  span_color: '#9eacff',
  tech_color: '#49b6c3',
  technologies: ['Laravel', 'Vue.js', 'React', 'Flutter'].map((technology) => ({ technology })),
};
