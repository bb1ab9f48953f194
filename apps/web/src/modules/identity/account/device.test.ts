import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';

describe('signed-in devices', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', mobile: false });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android', mobile: true });
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({ browser: 'Firefox', os: 'Linux', mobile: false });
  });

  it('says nothing it does not know', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, mobile: false });
    expect(describeDevice('curl/8.0')).toEqual({ browser: null, os: null, mobile: false });
  });
});
