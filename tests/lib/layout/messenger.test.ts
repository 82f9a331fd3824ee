import { messengerHandle } from '@/lib/layout/messenger';

describe('messengerHandle', () => {
  it('drops the scheme, www and the trailing slash', () => {
    expect(messengerHandle('https://t.me/orbita_studio')).toBe('t.me/orbita_studio');
    expect(messengerHandle('https://www.t.me/orbita_studio/')).toBe('t.me/orbita_studio');
    expect(messengerHandle('http://wa.me/74950000000')).toBe('wa.me/74950000000');
  });

  it('is null for what is not a web URL', () => {
    expect(messengerHandle('')).toBeNull();
    expect(messengerHandle('t.me/orbita')).toBeNull();
    expect(messengerHandle('javascript:alert(1)')).toBeNull();
    expect(messengerHandle('tg://resolve?domain=orbita')).toBeNull();
  });
});
