/**
 * Passwords of 10 characters or more that top the public leaked-password lists
 * (shorter ones are refused by length already). Compared case-insensitively.
 * A small list on purpose: it stops the first guesses of every credential-stuffing run.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [
    "1234567890", "0123456789", "12345678910", "123456789a", "a123456789", "1234567890a",
    "0987654321", "9876543210", "1111111111", "0000000000", "2222222222", "5555555555",
    "1212121212", "1122334455", "1234512345", "1234554321", "0102030405", "1231231231",
    "123123123123", "123456123456", "12345678900", "123456789123", "1234567891", "12344321",
    "qwertyuiop", "qwertyuiop1", "qwertyuiop123", "qwerty12345", "qwerty123456", "qwerty1234",
    "1qaz2wsx3edc", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4t5", "q1w2e3r4t5y6", "zaq12wsxcde3",
    "1qazxsw23edc", "qazwsxedcrfv", "asdfghjkl1", "asdfghjkl;", "asdfghjkl123", "zxcvbnm123",
    "zxcvbnm,./", "qweasdzxc123", "qwe123qwe123", "asdasdasdasd", "abcdefghij", "abcdefg123",
    "abcd123456", "abc1234567", "abc123456789", "abcabcabcabc", "aaaaaaaaaa", "password12",
    "password123", "password1234", "password12345", "password01", "password!", "password1!",
    "passw0rd123", "p@ssword123", "p@ssw0rd123", "passwordpassword", "mypassword", "mypassword1",
    "newpassword", "changeme123", "changemeplease", "letmein123", "letmein1234", "welcome123",
    "welcome1234", "welcome2024", "welcome2025", "welcome2026", "iloveyou12", "iloveyou123",
    "iloveyou1234", "iloveyou!!", "sunshine123", "princess123", "football123", "baseball123",
    "basketball", "basketball1", "football1234", "superman123", "batman12345", "starwars123",
    "pokemon123", "monkey12345", "dragon12345", "master12345", "shadow12345", "trustno1234",
    "admin12345", "admin123456", "administrator", "administrator1", "rootroot123", "computer123",
    "internet123", "qwerty!@#$", "!qaz2wsx#edc", "1q2w3e4r!q", "1q2w3e4r5t!", "michael123",
    "jennifer123", "charlie123", "thomas1234", "jordan2323", "liverpool1", "liverpool123",
    "chelsea123", "arsenal123", "manchester", "manchester1", "australia1", "september1",
    "december12", "1234567890q", "1234567890qwe", "1234qwerasdf", "123qweasdzxc", "zaq1zaq1zaq1",
    "summer2024", "summer2025", "summer2026", "winter2024", "winter2025", "spring2025",
    "edenkeep123", "darkeden123", "darkeden1997", "gardenofeden", "eden123456", "rasputin123",
  ].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
