package runtime

import (
	"encoding/json"
	"testing"
)

// FuzzAppendJSONString: every string is written as encoding/json writes
// it.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range []string{"", "plain", `q"uo\te`, "<a href=\"x\">&amp;</a>", "\b\f\n\r\t\x00\x1f\x7f",
		"ünïcødé ✓ 🚀", "\u2028\u2029", "\xff\xfe bad \xc3", "\xed\xa0\x80 surrogate", "tab\tend"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendJSONString(nil, s); string(got) != string(want) {
			t.Errorf("AppendJSONString(%q) = %s; encoding/json %s", s, got, want)
		}
	})
}

func TestAppendJSONKey(t *testing.T) {
	b := AppendJSONKey([]byte("{"), "a")
	b = append(b, '1')
	b = AppendJSONKey(b, "<b>")
	b = append(b, "2}"...)
	if want := `{"a":1,"\u003cb\u003e":2}`; string(b) != want {
		t.Errorf("got %s; want %s", b, want)
	}
	b = AppendJSONRawKey([]byte("{"), `"x":`)
	b = append(b, '1')
	b = AppendJSONRawKey(b, `"y":`)
	if want := `{"x":1,"y":`; string(b) != want {
		t.Errorf("raw keys: got %s; want %s", b, want)
	}
}
