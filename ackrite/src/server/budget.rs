//! Byte budgets: what bounds the memory a client can make the server hold.
//!
//! A count of queued messages alone does not bound memory: 32 parsed 1 MiB requests are far
//! more than 32 pings. So each queue also has a budget of bytes, and an item takes its size
//! from it (at least a floor, so that a count bound remains: at most `total / floor` items) and
//! gives it back when it is done with. A request holds its share from the moment it is read
//! until its reply is queued for stdout; a reply, until it is written. An item larger than the
//! whole budget takes all of it, and is let through alone.

use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// A budget of bytes, shared by the tasks that take from it.
pub struct Budget {
    bytes: Arc<Semaphore>,
    total: usize,
    floor: usize,
}

/// A share of a budget, given back when dropped.
pub type Share = OwnedSemaphorePermit;

impl Budget {
    /// `total` bytes for at most `items` items at once.
    pub fn new(total: usize, items: usize) -> Self {
        Budget {
            bytes: Arc::new(Semaphore::new(total)),
            total,
            floor: (total / items.max(1)).max(1),
        }
    }

    /// What an item of `bytes` takes from the budget.
    fn weight(&self, bytes: usize) -> u32 {
        u32::try_from(bytes.clamp(self.floor, self.total)).unwrap_or(u32::MAX)
    }

    /// Waits until an item of `bytes` fits, and takes its share. `None` only if the budget
    /// was closed, which nothing does.
    pub async fn take(&self, bytes: usize) -> Option<Share> {
        let weight = self.weight(bytes);
        self.bytes.clone().acquire_many_owned(weight).await.ok()
    }

    /// Waits until the smallest item would fit, without taking anything.
    pub async fn room(&self) {
        drop(self.take(0).await);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn items_take_their_size_within_a_floor_and_the_total() {
        let budget = Budget::new(1000, 4);
        let budget = &budget;
        let take = |bytes| async move { budget.take(bytes).await.expect("open") };
        let big = take(10_000).await;
        assert_eq!(big.num_permits(), 1000, "larger than the budget: all of it");
        drop(big);
        let small = take(1).await;
        assert_eq!(small.num_permits(), 250, "the floor keeps a count bound");
        let medium = take(600).await;
        assert_eq!(medium.num_permits(), 600);
        let waiting = tokio::time::timeout(std::time::Duration::from_millis(20), budget.take(300));
        assert!(waiting.await.is_err(), "no room: the taker waits");
        drop(medium);
        assert_eq!(take(300).await.num_permits(), 300);
    }
}
