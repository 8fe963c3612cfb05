//! Memory that lasts one call: results worth reusing while one tool call runs (the normal forms
//! of words, quoted phrases), dropped when the call ends.
//!
//! Why scoped to a call and not kept for the process: what is remembered is made from a
//! caller's text, and no word of a caller's text may outlive the call that brought it (or be
//! seen by another session). Why at all: one call reads the same words and quotes the same
//! items several times over, and each reading costs far more than a lookup.

use std::cell::RefCell;
use std::thread::LocalKey;

/// Runs `f` with `memo` holding a fresh `T` until `f` returns; nested scopes share the outermost
/// one's. The memory is dropped when the outermost scope ends, whether `f` returns or panics.
pub(crate) fn scoped<T: Default + 'static, R>(
    memo: &'static LocalKey<RefCell<Option<T>>>,
    f: impl FnOnce() -> R,
) -> R {
    struct Forget<T: 'static> {
        memo: &'static LocalKey<RefCell<Option<T>>>,
        outermost: bool,
    }
    impl<T> Drop for Forget<T> {
        fn drop(&mut self) {
            if self.outermost {
                self.memo.with_borrow_mut(|memo| *memo = None);
            }
        }
    }
    let outermost = memo.with_borrow_mut(|held| {
        let outermost = held.is_none();
        held.get_or_insert_with(T::default);
        outermost
    });
    let _forget = Forget { memo, outermost };
    f()
}
